import { describe, expect, it } from 'vitest';
import type { Points } from '../api/points.ts';
import { regenerate } from './gem-regen.ts';

const MS = 1_000;
const base: Points = {
  points: 10,
  millisecondsPerPoint: MS,
  carryOverMilliseconds: 0,
  lastUpdate: 100_000,
  maxPoints: 36,
  extraPoints: 4,
  coins: 2,
};

describe('regenerate', () => {
  it.each([
    { name: 'no time elapsed', record: {}, elapsed: 0, points: 10, carry: 0 },
    { name: 'less than one point', record: {}, elapsed: 999, points: 10, carry: 999 },
    { name: 'exactly one point', record: {}, elapsed: 1_000, points: 11, carry: 0 },
    { name: 'several points with remainder', record: {}, elapsed: 3_250, points: 13, carry: 250 },
    { name: 'carry-over completes a point', record: { carryOverMilliseconds: 600 }, elapsed: 400, points: 11, carry: 0 },
    { name: 'carry-over plus elapsed', record: { carryOverMilliseconds: 900 }, elapsed: 2_300, points: 13, carry: 200 },
    { name: 'capped at maxPoints, carry dropped', record: { points: 35 }, elapsed: 5_500, points: 36, carry: 0 },
    { name: 'reaching the cap exactly', record: { points: 34 }, elapsed: 2_000, points: 36, carry: 0 },
    { name: 'already full stays full', record: { points: 36, carryOverMilliseconds: 300 }, elapsed: 9_000, points: 36, carry: 0 },
    { name: 'above the cap is not reduced', record: { points: 40 }, elapsed: 9_000, points: 40, carry: 0 },
    { name: 'clock behind lastUpdate counts as zero', record: { carryOverMilliseconds: 500 }, elapsed: -5_000, points: 10, carry: 500 },
    { name: 'from zero', record: { points: 0 }, elapsed: 7_000, points: 7, carry: 0 },
  ])('$name', ({ record, elapsed, points, carry }) => {
    const now = base.lastUpdate + elapsed;
    const result = regenerate({ ...base, ...record }, now);
    expect(result.points).toBe(points);
    expect(result.carryOverMilliseconds).toBe(carry);
    expect(result.lastUpdate).toBe(Math.max(now, base.lastUpdate));
  });

  it('leaves the other fields alone', () => {
    const result = regenerate(base, base.lastUpdate + 5_000);
    expect(result).toMatchObject({ extraPoints: 4, coins: 2, maxPoints: 36, millisecondsPerPoint: MS });
  });

  it('gives the same result ticked in steps as in one go', () => {
    const start = { ...base, points: 0 };
    const stepped = [7_300, 14_650, 20_000].reduce((p, t) => regenerate(p, base.lastUpdate + t), start);
    const direct = regenerate(start, base.lastUpdate + 20_000);
    expect(stepped).toEqual(direct);
  });

  it('does not mutate its input', () => {
    const input = { ...base };
    regenerate(input, base.lastUpdate + 10_000);
    expect(input).toEqual(base);
  });
});
