/** Builders for catalogue entries, so that the fields that follow from a card's place in the deck are written once. */
import type { CatalogueCard, Element, Suit } from './types.ts';

const SUIT_ELEMENT: Readonly<Record<Suit, Element>> = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' };

/** Index = number − 1: 1 Ace … 10 Ten, 11 Page, 12 Knight, 13 Queen, 14 King. */
const RANKS = [
  'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King',
] as const;

type MajorFields = Omit<CatalogueCard, 'arcana' | 'suit'>;
type MinorFields = Pick<CatalogueCard, 'upright' | 'reversed' | 'astrology' | 'mainColor' | 'cost'>;

/** A major-arcana card: no suit. */
export function majorCard(fields: MajorFields): CatalogueCard {
  return { ...fields, arcana: 'major', suit: null };
}

/** A minor-arcana card; its slug, name and element follow from its suit and number (1 Ace … 14 King). */
export function minorCard(suit: Suit, number: number, fields: MinorFields): CatalogueCard {
  const rank = RANKS[number - 1];
  if (rank === undefined) throw new RangeError(`No minor-arcana rank ${number}`);
  return {
    slug: `${rank.toLowerCase()}-of-${suit}`,
    name: `${rank} of ${suit[0]?.toUpperCase()}${suit.slice(1)}`,
    arcana: 'minor',
    suit,
    number,
    ...fields,
    element: SUIT_ELEMENT[suit],
  };
}
