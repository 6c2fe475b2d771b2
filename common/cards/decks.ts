import { CATALOGUE } from './catalogue.ts';
import type { CatalogueCard, DeckStyle } from './types.ts';

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
    price: 120,
  },
  {
    id: 3,
    name: 'Ink',
    style: 'ink',
    tagline: 'A minimal deck of fine black lines and one color.',
    story:
      'The Ink deck strips every card to its bones: a few lines, a lot of white paper, and one accent color that carries the card’s mood. Made for readers who like their symbols quiet and their reflections clear.',
    price: 80,
  },
];

/** The id a card has within a deck, e.g. `2-ace-of-cups`: cards inherit locking from their deck. */
export const deckCardId = (deckId: number, slug: string) => `${deckId}-${slug}`;

/** The deck and catalogue card a deck card id names, or undefined for an unknown id. */
export function parseDeckCardId(cardId: string): { deck: DeckDefinition; card: CatalogueCard } | undefined {
  const dash = cardId.indexOf('-');
  const deck = DECKS.find((candidate) => String(candidate.id) === cardId.slice(0, dash));
  const card = CATALOGUE.find((candidate) => candidate.slug === cardId.slice(dash + 1));
  return deck && card ? { deck, card } : undefined;
}

export const findDeck = (deckId: number) => DECKS.find((deck) => deck.id === deckId);

/**
 * The cards a shuffle names, in order (docs/product.md#card-and-deck shuffle: deckId and cardIds).
 * @throws Error 'Card not found in deck' (docs/product.md#messages-and-errors) when an id is not a card of that deck.
 */
export function cardsOfShuffle(shuffle: { deckId: number; cardIds: readonly string[] }): CatalogueCard[] {
  return shuffle.cardIds.map((cardId) => {
    const found = parseDeckCardId(cardId);
    if (!found || found.deck.id !== shuffle.deckId) throw new Error('Card not found in deck');
    return found.card;
  });
}
