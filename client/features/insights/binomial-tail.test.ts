import { describe, expect, it } from 'vitest';
import { binomialUpperTail } from './binomial-tail.ts';

describe('binomialUpperTail', () => {
  it('gives the exact tail of small cases', () => {
    // 8, 9 or 10 heads in 10 fair tosses: (45 + 10 + 1) / 1024.
    expect(binomialUpperTail(10, 0.5, 8)).toBeCloseTo(56 / 1024, 12);
    expect(binomialUpperTail(3, 1 / 78, 3)).toBeCloseTo((1 / 78) ** 3, 15);
    expect(binomialUpperTail(2, 0.25, 1)).toBeCloseTo(1 - 0.75 ** 2, 12);
  });

  it('is certain for at least none, and impossible beyond the tries', () => {
    expect(binomialUpperTail(5, 0.1, 0)).toBe(1);
    expect(binomialUpperTail(5, 0.1, 6)).toBe(0);
    expect(binomialUpperTail(0, 0.1, 1)).toBe(0);
  });

  it('stays a probability for a journal of tens of thousands of draws', () => {
    const n = 40_000;
    const mean = n / 78;
    const atMean = binomialUpperTail(n, 1 / 78, Math.round(mean));
    expect(atMean).toBeGreaterThan(0.4);
    expect(atMean).toBeLessThan(0.6);
    const farAbove = binomialUpperTail(n, 1 / 78, Math.round(mean * 1.5));
    expect(farAbove).toBeGreaterThan(0);
    expect(farAbove).toBeLessThan(1e-20);
  });

  it('falls as the count rises', () => {
    const tails = [2, 3, 4, 5, 6].map((k) => binomialUpperTail(117, 1 / 78, k));
    for (let index = 1; index < tails.length; index += 1) expect(tails[index]!).toBeLessThan(tails[index - 1]!);
  });
});
