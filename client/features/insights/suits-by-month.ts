import type { CatalogueCard } from '#common/cards/types.ts';
import type { InsightReading } from './insight-readings.ts';

/** The four suits with their elements, then the Major Arcana, which have no suit. */
export const SUIT_GROUPS = ['cups', 'wands', 'swords', 'pentacles', 'major'] as const;
export type SuitGroup = (typeof SUIT_GROUPS)[number];
export const SUIT_GROUP_LABELS: Readonly<Record<SuitGroup, string>> = {
  cups: 'Cups (Water)',
  wands: 'Wands (Fire)',
  swords: 'Swords (Air)',
  pentacles: 'Pentacles (Earth)',
  major: 'Major Arcana',
};

/** The most recent months shown: a year reads at a glance, on a phone too. */
export const MONTHS_SHOWN = 12;

/** One calendar month's cards by suit. */
export interface MonthSuits {
  /** `YYYY-MM`, in the browser's time zone. */
  month: string;
  counts: Record<SuitGroup, number>;
  total: number;
}

/** Suits month by month, the months with no reading between others included, and their totals. */
export interface SuitsOverTime {
  /** Oldest first; the last {@link MONTHS_SHOWN} months from the first reading's to the last one's. */
  months: MonthSuits[];
  /** Over the months shown. */
  totals: Record<SuitGroup, number>;
  draws: number;
  /** Months with readings before the first one shown. */
  earlierMonths: number;
}

export const suitGroupOf = (card: CatalogueCard): SuitGroup => card.suit ?? 'major';

const noCounts = (): Record<SuitGroup, number> => ({ cups: 0, wands: 0, swords: 0, pentacles: 0, major: 0 });

/** A month as months since year 0, so months can be stepped through. */
const monthIndexOf = (epochMs: number): number => {
  const date = new Date(epochMs);
  return date.getFullYear() * 12 + date.getMonth();
};
const monthKey = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Counts each month's cards by suit, the Major Arcana apart (docs/product.md#insights). */
export function suitsByMonth(readings: readonly InsightReading[]): SuitsOverTime {
  const byMonth = new Map<number, Record<SuitGroup, number>>();
  for (const reading of readings) {
    if (reading.draws.length === 0) continue;
    const index = monthIndexOf(reading.createdAt);
    const counts = byMonth.get(index) ?? noCounts();
    for (const { card } of reading.draws) counts[suitGroupOf(card)] += 1;
    byMonth.set(index, counts);
  }
  const indexes = [...byMonth.keys()];
  if (indexes.length === 0) return { months: [], totals: noCounts(), draws: 0, earlierMonths: 0 };
  const last = Math.max(...indexes);
  const first = Math.max(Math.min(...indexes), last - MONTHS_SHOWN + 1);
  const months: MonthSuits[] = [];
  const totals = noCounts();
  for (let index = first; index <= last; index += 1) {
    const counts = byMonth.get(index) ?? noCounts();
    for (const group of SUIT_GROUPS) totals[group] += counts[group];
    months.push({ month: monthKey(index), counts, total: SUIT_GROUPS.reduce((sum, group) => sum + counts[group], 0) });
  }
  return {
    months,
    totals,
    draws: SUIT_GROUPS.reduce((sum, group) => sum + totals[group], 0),
    earlierMonths: indexes.filter((index) => index < first).length,
  };
}
