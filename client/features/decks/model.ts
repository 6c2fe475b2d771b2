import type { Deck } from '#common/api/decks.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import type { CatalogueCard, DeckStyle, Suit } from '#common/cards/types.ts';

/** A card of one deck, joined with its catalogue entry (names, meanings, element, astrology). */
export interface DeckCard {
  /** The deck card id the API uses, e.g. `2-ace-of-cups`. */
  id: string;
  card: CatalogueCard;
}

/** A deck as the deck pages show it: the API's deck, with each card joined to the catalogue. */
export interface DeckModel {
  id: number;
  name: string;
  style: DeckStyle;
  tagline: string;
  story: string;
  locked: boolean;
  price: number;
  cards: readonly DeckCard[];
}

// One model per API deck object: the decks query keeps its `decks` array when only favorites
// change, so the grid's 78 memoised cards see the same objects and do not re-render.
const models = new WeakMap<Deck, DeckModel>();

/** The deck page model of an API deck; the same object for the same deck. Cards the catalogue lacks are left out. */
export function toDeckModel(deck: Deck): DeckModel {
  const known = models.get(deck);
  if (known) return known;
  const cards = deck.cards.flatMap((card) => {
    const found = parseDeckCardId(card.id);
    return found ? [{ id: card.id, card: found.card }] : [];
  });
  const { id, name, style, tagline, story, locked, price } = deck;
  const model: DeckModel = { id, name, style, tagline, story, locked, price, cards };
  models.set(deck, model);
  return model;
}

/** The arcana filter of the cards page. */
export type ArcanaFilter = 'all' | 'major' | 'minor';

/** What the cards page shows. */
export interface CardFilters {
  arcana: ArcanaFilter;
  /** Ignored while only the major arcana are shown. */
  suit: Suit | null;
  favoritesOnly: boolean;
}

/** The unfiltered view. */
export const NO_FILTERS: CardFilters = { arcana: 'all', suit: null, favoritesOnly: false };

/**
 * The cards that pass the arcana and suit filters and, when `onlyIds` is given, are among those
 * ids (the favorites). `filters.favoritesOnly` is the caller's to turn into `onlyIds`: a locked deck ignores it.
 */
export function filterCards(cards: readonly DeckCard[], filters: Omit<CardFilters, 'favoritesOnly'>, onlyIds: ReadonlySet<string> | null): DeckCard[] {
  const suit = filters.arcana === 'major' ? null : filters.suit;
  return cards.filter(
    ({ id, card }) =>
      (filters.arcana === 'all' || card.arcana === filters.arcana) &&
      (suit === null || card.suit === suit) &&
      (onlyIds === null || onlyIds.has(id)),
  );
}

/** How many of this deck's cards are favorites. */
export const countFavorites = (cards: readonly DeckCard[], favorites: ReadonlySet<string>): number =>
  cards.reduce((count, { id }) => (favorites.has(id) ? count + 1 : count), 0);
