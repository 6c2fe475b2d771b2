import type { InsightReading } from './insight-readings.ts';

/** Moods before and after, over the readings where both were given. */
export interface MoodShift {
  /** Readings with a mood before and a mood after. */
  pairs: number;
  /** On the 1–5 scale (MOOD_LABELS); null without pairs. */
  averageBefore: number | null;
  averageAfter: number | null;
  lifted: number;
  same: number;
  lower: number;
}

const average = (values: readonly number[]): number | null => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * How the user felt before a reading against after it (docs/product.md#insights): only readings with both moods count,
 * so a mood given on one side only does not tilt the averages.
 */
export function moodShift(readings: readonly InsightReading[]): MoodShift {
  const pairs = readings.flatMap(({ entry }) => (entry.moodBefore !== null && entry.moodAfter !== null ? [[entry.moodBefore, entry.moodAfter] as const] : []));
  return {
    pairs: pairs.length,
    averageBefore: average(pairs.map(([before]) => before)),
    averageAfter: average(pairs.map(([, after]) => after)),
    lifted: pairs.filter(([before, after]) => after > before).length,
    same: pairs.filter(([before, after]) => after === before).length,
    lower: pairs.filter(([before, after]) => after < before).length,
  };
}
