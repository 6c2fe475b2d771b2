import { describe, expect, it } from 'vitest';
import { insightReadings } from './insight-readings.ts';
import { moodShift } from './mood-shift.ts';
import { journalItem } from '#client/test/journal-fixture.ts';

describe('moodShift', () => {
  it('has no averages without a reading that has both moods', () => {
    const readings = insightReadings([journalItem({ cards: ['the-sun'] }), journalItem({ id: 'b', cards: ['the-sun'], moodBefore: 2 })]);
    expect(moodShift([])).toEqual({ pairs: 0, averageBefore: null, averageAfter: null, lifted: 0, same: 0, lower: 0 });
    expect(moodShift(readings)).toEqual({ pairs: 0, averageBefore: null, averageAfter: null, lifted: 0, same: 0, lower: 0 });
  });

  it('counts the readings that lifted, kept or lowered the mood, and averages both sides over them only', () => {
    const readings = insightReadings([
      journalItem({ id: 'a', cards: ['the-sun'], moodBefore: 1, moodAfter: 4 }),
      journalItem({ id: 'b', cards: ['the-sun'], moodBefore: 2, moodAfter: 3 }),
      journalItem({ id: 'c', cards: ['the-sun'], moodBefore: 3, moodAfter: 3 }),
      journalItem({ id: 'd', cards: ['the-sun'], moodBefore: 5, moodAfter: 4 }),
      // Only one side given: left out, so the 1 does not drag the "before" average down.
      journalItem({ id: 'e', cards: ['the-sun'], moodBefore: 1 }),
    ]);
    expect(moodShift(readings)).toEqual({ pairs: 4, averageBefore: 11 / 4, averageAfter: 14 / 4, lifted: 2, same: 1, lower: 1 });
  });
});
