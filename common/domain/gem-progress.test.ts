import { describe, expect, it } from 'vitest';
import type { Points } from '../api/points.ts';
import { gemProgress } from './gem-progress.ts';

const record: Points = { points: 10, millisecondsPerPoint: 1000, carryOverMilliseconds: 200, lastUpdate: 5000, maxPoints: 36, extraPoints: 0, coins: 0 };

describe('gemProgress', () => {
  it('counts the carry-over and the time since the last update towards the next gem', () => {
    expect(gemProgress(record, 5500)).toEqual({ msUntilNextGem: 300, fraction: 0.7, full: false });
  });

  it('starts over after a gem is earned', () => {
    expect(gemProgress(record, 5800)).toEqual({ msUntilNextGem: 1000, fraction: 0, full: false });
  });

  it('is full at the cap', () => {
    expect(gemProgress({ ...record, points: 35 }, 6000)).toEqual({ msUntilNextGem: 0, fraction: 1, full: true });
  });
});
