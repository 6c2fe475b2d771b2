import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from './seeded-random.ts';

const take = (next: () => number, count: number) => Array.from({ length: count }, next);

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(take(seededRandom('the-star'), 50)).toEqual(take(seededRandom('the-star'), 50));
  });

  it('gives different sequences for different seeds', () => {
    expect(take(seededRandom('the-star'), 5)).not.toEqual(take(seededRandom('the-moon'), 5));
  });

  it('stays within [0, 1) and spreads out', () => {
    const values = take(seededRandom('ace-of-cups'), 2000);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe('hashString', () => {
  it('is a stable unsigned 32-bit hash', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('arcana')).toBe(hashString('arcana'));
    expect(hashString('arcana')).not.toBe(hashString('arcane'));
    expect(Number.isInteger(hashString('x')) && hashString('x') >= 0).toBe(true);
  });
});
