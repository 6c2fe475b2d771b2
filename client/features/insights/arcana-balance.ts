import { CARDS_PER_DECK } from '#common/limits.ts';
import type { InsightReading } from './insight-readings.ts';

/** The Major Arcana's share of a shuffled deck: 22 of its 78 cards. */
export const MAJOR_SHARE_BY_CHANCE = 22 / CARDS_PER_DECK;
/** Each card of a reading laid with reversals is reversed by an even coin of the seed (common/domain/shuffle.ts). */
export const REVERSED_SHARE_BY_CHANCE = 0.5;

/** Majors against minors over every draw, and reversals over the draws that could be reversed. */
export interface ArcanaBalance {
  draws: number;
  majors: number;
  minors: number;
  reversals: {
    /** Draws of readings laid with reversals allowed. */
    draws: number;
    reversed: number;
    /** Readings laid without reversals, left out of the rate. */
    readingsWithout: number;
  };
}

/**
 * The Major Arcana's share of the draws and how often cards came up reversed (docs/product.md#insights). A reading laid
 * without reversals (its request's allowReversed false) never shows a reversed card, so it is left out of the rate
 * rather than pulling it down.
 */
export function arcanaBalance(readings: readonly InsightReading[]): ArcanaBalance {
  const draws = readings.flatMap((reading) => reading.draws);
  const majors = draws.filter(({ card }) => card.arcana === 'major').length;
  const reversible = readings.filter((reading) => reading.allowReversed).flatMap((reading) => reading.draws);
  return {
    draws: draws.length,
    majors,
    minors: draws.length - majors,
    reversals: {
      draws: reversible.length,
      reversed: reversible.filter((draw) => draw.reversed).length,
      readingsWithout: readings.filter((reading) => !reading.allowReversed && reading.draws.length > 0).length,
    },
  };
}
