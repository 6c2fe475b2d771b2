import { describe, expect, it } from 'vitest';
import { arcanaBalance } from './arcana-balance.ts';
import { insightReadings } from './insight-readings.ts';
import { journalItem } from '#client/test/journal-fixture.ts';

const reversed = (slug: string) => ({ slug, reversed: true });

describe('arcanaBalance', () => {
  it('is all zeros for an empty journal', () => {
    expect(arcanaBalance([])).toEqual({ draws: 0, majors: 0, minors: 0, reversals: { draws: 0, reversed: 0, readingsWithout: 0 } });
  });

  it('counts majors against minors over every draw, clarifiers’ included', () => {
    const readings = insightReadings([journalItem({ cards: ['the-fool', 'ace-of-cups', 'two-of-wands'], clarifiers: [{ cards: ['the-sun'] }] })]);
    expect(arcanaBalance(readings)).toMatchObject({ draws: 4, majors: 2, minors: 2 });
  });

  it('counts the reversal rate only over readings laid with reversals', () => {
    const readings = insightReadings([
      journalItem({ id: 'with', cards: [reversed('the-fool'), 'ace-of-cups', reversed('the-moon'), 'two-of-wands'], clarifiers: [{ cards: [reversed('the-sun')] }] }),
      // Laid without reversals: four upright cards that would otherwise pull the rate from 3 in 5 to 3 in 9.
      journalItem({ id: 'without', allowReversed: false, cards: ['the-star', 'three-of-cups', 'four-of-cups', 'five-of-cups'] }),
    ]);
    const { reversals, draws } = arcanaBalance(readings);
    expect(draws).toBe(9);
    expect(reversals).toEqual({ draws: 5, reversed: 3, readingsWithout: 1 });
  });

  it('has no rate to give when every reading was laid without reversals', () => {
    const readings = insightReadings([journalItem({ allowReversed: false, cards: ['the-star'] })]);
    expect(arcanaBalance(readings).reversals).toEqual({ draws: 0, reversed: 0, readingsWithout: 1 });
  });
});
