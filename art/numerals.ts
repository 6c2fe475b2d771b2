import type { CatalogueCard } from '#common/cards/types.ts';

const ROMAN: readonly (readonly [number, string])[] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** The court ranks in catalogue order: 11 Page, 12 Knight, 13 Queen, 14 King. */
export type CourtRank = 'page' | 'knight' | 'queen' | 'king';

const COURTS: readonly CourtRank[] = ['page', 'knight', 'queen', 'king'];
const COURT_MARKS: Record<CourtRank, { short: string; word: string }> = {
  page: { short: 'P', word: 'Page' },
  knight: { short: 'Kn', word: 'Knight' },
  queen: { short: 'Q', word: 'Queen' },
  king: { short: 'K', word: 'King' },
};

/** Writes a whole number 0–3999 in roman numerals; 0 is written "0", as on The Fool. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 3999) throw new RangeError(`No roman numeral for ${value}`);
  if (value === 0) return '0';
  let rest = value;
  let out = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

/** The court rank of a minor card numbered 11–14, or null for a pip card or a major. */
export function courtRank(card: Pick<CatalogueCard, 'arcana' | 'number'>): CourtRank | null {
  if (card.arcana !== 'minor') return null;
  return COURTS[card.number - 11] ?? null;
}

/**
 * The numeral printed on a card: roman for the majors (0–XXI), and for the minors
 * A, 2…10, then P/Kn/Q/K — or Page/Knight/Queen/King when `courtWords` is set.
 */
export function cardNumeral(card: Pick<CatalogueCard, 'arcana' | 'number'>, courtWords = false): string {
  if (card.arcana === 'major') return toRoman(card.number);
  const rank = courtRank(card);
  if (rank) return courtWords ? COURT_MARKS[rank].word : COURT_MARKS[rank].short;
  if (card.number === 1) return 'A';
  return String(card.number);
}
