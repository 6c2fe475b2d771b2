import { describe, expect, it } from 'vitest';
import { DAILY_GIFT_COINS, DAILY_GIFT_MAX_GEMS, dayBefore, dayOf, giftFor, msUntilNextDay, streakAfter } from './daily-gift.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('the daily gift', () => {
  it('names UTC days, whatever the time of day', () => {
    expect(dayOf(at('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(dayOf(at('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(dayBefore(at('2026-03-01T08:00:00Z'))).toBe('2026-02-28');
  });

  it('counts down to the next UTC midnight, never to zero', () => {
    expect(msUntilNextDay(at('2026-11-27T23:00:00Z'))).toBe(60 * 60 * 1000);
    expect(msUntilNextDay(at('2026-11-27T00:00:00Z'))).toBe(24 * 60 * 60 * 1000);
  });

  it('gives a gem per day of the streak up to the most, and the same coins every day', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((streak) => giftFor(streak).extraPoints)).toEqual([1, 2, 3, 4, 5, 5, 5]);
    expect(DAILY_GIFT_MAX_GEMS).toBe(5);
    expect(giftFor(1).coins).toBe(DAILY_GIFT_COINS);
    expect(giftFor(9).coins).toBe(10);
  });

  it('goes on from yesterday’s streak, or starts again at 1', () => {
    expect(streakAfter(undefined)).toBe(1);
    expect(streakAfter(4)).toBe(5);
  });
});
