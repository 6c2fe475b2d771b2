import type { DeckStyle } from './types.ts';

/*
 * The decks on their own, without the card catalogue (decks.ts joins the two): the client's reading
 * form and draw page show decks by name and back, and should not have to load every card to do so.
 */

/** A deck: the 78 cards of the catalogue drawn in one style. */
export interface DeckDefinition {
  id: number;
  name: string;
  style: DeckStyle;
  /** One line for the deck list. */
  tagline: string;
  /** A few sentences for the deck's detail page. */
  story: string;
  /** Coins to unlock; 0 for the deck everyone has. */
  price: number;
}

/** The id of the deck every user has unlocked. */
export const FREE_DECK_ID = 1;

export const DECKS: readonly DeckDefinition[] = [
  {
    id: FREE_DECK_ID,
    name: 'Gilded',
    style: 'gilded',
    tagline: 'The classic deck: parchment, gold leaf and roman numerals.',
    story:
      'Drawn after the printed decks of the early twentieth century, the Gilded deck keeps the old forms: gold borders, named banners and the pip layouts card readers have known for a hundred years. It is the deck every reader starts with.',
    price: 0,
  },
  {
    id: 2,
    name: 'Celestial',
    style: 'celestial',
    tagline: 'A night-sky deck of constellations and silver light.',
    story:
      'Each card of the Celestial deck is a patch of night sky. Its stars are placed by the card itself, so no two skies are alike, and its colors glow like the planets its cards are named for. A deck for readings done late, by lamplight.',
    price: 100,
  },
  {
    id: 3,
    name: 'Ink',
    style: 'ink',
    tagline: 'A minimal deck of fine black lines and one color.',
    story:
      'The Ink deck strips every card to its bones: a few lines, a lot of white paper, and one accent color that carries the card’s mood. Made for readers who like their symbols quiet and their reflections clear.',
    price: 70,
  },
];

export const findDeck = (deckId: number) => DECKS.find((deck) => deck.id === deckId);

/** The deck a stored deck id stands for: -1 (the product’s default (docs/product.md#local-reading-preferences)) is the free deck. */
export const resolveDeckId = (deckId: number): number => (deckId === -1 ? FREE_DECK_ID : deckId);
