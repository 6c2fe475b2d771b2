import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { outcomes } from './outcomes.ts';
import { journalItem } from '#client/test/journal-fixture.ts';

describe('outcomes', () => {
  it('counts nothing without answered check-ins', () => {
    expect(outcomes(insightReadings([journalItem({ cards: ['the-sun'] })]))).toEqual({ answered: 0, helped: { yes: 0, somewhat: 0, no: 0 }, unsaid: 0 });
  });

  it('counts answered check-ins by whether the reading helped, and those that did not say', () => {
    const helped = ['yes', 'yes', 'somewhat', 'no', null, undefined] as const;
    const readings = insightReadings(helped.map((value, index) => journalItem({ id: `r${index}`, cards: ['the-sun'], helped: value })));
    expect(outcomes(readings)).toEqual({ answered: 5, helped: { yes: 2, somewhat: 1, no: 1 }, unsaid: 1 });
  });
});
