import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { MONTHS_SHOWN, suitsByMonth } from './suits-by-month.ts';
import { journalItem, journalItems } from '#client/test/journal-fixture.ts';

const on = (year: number, month: number, day = 15) => new Date(year, month - 1, day, 12).getTime();

describe('suitsByMonth', () => {
  it('has no months for an empty journal', () => {
    expect(suitsByMonth([])).toEqual({ months: [], totals: { cups: 0, wands: 0, swords: 0, pentacles: 0, major: 0 }, draws: 0, earlierMonths: 0 });
  });

  it('counts each month’s cards by suit, the majors apart, with the empty months between', () => {
    const readings = insightReadings([
      journalItem({ id: 'mar', createdAt: on(2026, 3), cards: ['ace-of-cups', 'two-of-cups', 'the-fool'], clarifiers: [{ cards: ['king-of-wands'] }] }),
      journalItem({ id: 'jan-b', createdAt: on(2026, 1, 30), cards: ['ten-of-swords'] }),
      journalItem({ id: 'jan-a', createdAt: on(2026, 1, 2), cards: ['page-of-pentacles', 'the-world'] }),
    ]);
    const suits = suitsByMonth(readings);
    expect(suits.months).toEqual([
      { month: '2026-01', counts: { cups: 0, wands: 0, swords: 1, pentacles: 1, major: 1 }, total: 3 },
      { month: '2026-02', counts: { cups: 0, wands: 0, swords: 0, pentacles: 0, major: 0 }, total: 0 },
      { month: '2026-03', counts: { cups: 2, wands: 1, swords: 0, pentacles: 0, major: 1 }, total: 4 },
    ]);
    expect(suits.totals).toEqual({ cups: 2, wands: 1, swords: 1, pentacles: 1, major: 2 });
    expect(suits.draws).toBe(7);
  });

  it('shows the last twelve months and says how many months with readings came before', () => {
    // One reading a month for 15 months, from January 2025.
    const readings = insightReadings(journalItems(15, (index) => ({ createdAt: on(2025, index + 1), cards: ['ace-of-cups'] })));
    const suits = suitsByMonth(readings);
    expect(suits.months).toHaveLength(MONTHS_SHOWN);
    expect(suits.months[0]!.month).toBe('2025-04');
    expect(suits.months.at(-1)!.month).toBe('2026-03');
    expect(suits.earlierMonths).toBe(3);
    expect(suits.totals.cups).toBe(12);
  });

  it('leaves out a month whose only reading had no cards to count', () => {
    const readings = insightReadings([journalItem({ id: 'safe', createdAt: on(2026, 5), cards: ['death'], safety: true }), journalItem({ id: 'ok', createdAt: on(2026, 4), cards: ['death'] })]);
    expect(suitsByMonth(readings).months.map((month) => month.month)).toEqual(['2026-04']);
  });
});
