import type { Card, Deck } from '../api/decks.ts';
import { CATALOGUE } from './catalogue.ts';
import { type DeckDefinition, deckCardId } from './decks.ts';

/**
 * A deck as `GET /api/decks/get` returns it (docs/product.md#card-and-deck): every card inherits `locked` from its deck,
 * and its art is drawn by the client from `art:{style}/{slug}` (there are no image files).
 */
export function toDeckView(deck: DeckDefinition, locked: boolean): Deck {
  const cards: Card[] = CATALOGUE.map((card) => ({
    id: deckCardId(deck.id, card.slug),
    name: card.name,
    reversed: false,
    locked,
    mainColor: card.mainColor,
    deckImageSrc: `art:${deck.style}/${card.slug}`,
    elementIcon: card.element,
    starsignIcon: card.astrology,
    cost: card.cost,
  }));
  const { id, name, style, tagline, story, price } = deck;
  return { id, name, style, tagline, story, price, locked, cards };
}
