import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_MS, finishedWhileAway } from './reading-ready.ts';

describe('finishedWhileAway', () => {
  const start = new Date('2026-01-01T12:00:00Z');
  const after = (ms: number) => new Date(start.getTime() + ms);

  it.each([
    [0, false],
    [AWAY_AFTER_MS - 1, false],
    [AWAY_AFTER_MS, true],
    [10 * 60_000, true],
  ])('after %i ms: %s', (elapsed, away) => {
    expect(finishedWhileAway(start, after(elapsed))).toBe(away);
  });
});
