import { describe, expect, it } from 'vitest';
import { CARDS_PER_DECK } from '../limits.ts';
import { commitmentOf, hexToBytes, shuffleFromSeed } from './shuffle.ts';

const seedOf = (n: number) => n.toString(16).padStart(64, '0');

describe('shuffleFromSeed', () => {
  it('is a permutation of the 78 cards, the same for the same seed', async () => {
    const first = await shuffleFromSeed(seedOf(1));
    expect(first.order.toSorted((a, b) => a - b)).toEqual(Array.from({ length: CARDS_PER_DECK }, (_, index) => index));
    expect(first.reversed).toHaveLength(CARDS_PER_DECK);
    expect(await shuffleFromSeed(seedOf(1))).toEqual(first);
    expect((await shuffleFromSeed(seedOf(2))).order).not.toEqual(first.order);
  });

  it('gives every card a fair chance at every position (1 in 78), and reverses about half', async () => {
    const seeds = 3900;
    const firstCard = Array.from({ length: CARDS_PER_DECK }, () => 0);
    let reversals = 0;
    for (let n = 0; n < seeds; n += 1) {
      const { order, reversed } = await shuffleFromSeed(seedOf(n));
      firstCard[order[0]!]! += 1;
      if (reversed[0]) reversals += 1;
    }
    // Expected 50 per card; fixed seeds make this deterministic, the bounds catch a biased shuffle.
    expect(Math.min(...firstCard)).toBeGreaterThan(20);
    expect(Math.max(...firstCard)).toBeLessThan(85);
    expect(reversals / seeds).toBeGreaterThan(0.45);
    expect(reversals / seeds).toBeLessThan(0.55);
  });

  it('never changes: readings drawn long ago must still verify', async () => {
    const { order, reversed } = await shuffleFromSeed(seedOf(1));
    expect(order.slice(0, 10)).toEqual([52, 54, 3, 48, 42, 66, 67, 20, 36, 63]);
    expect(reversed.slice(0, 10)).toEqual([false, false, false, true, true, false, false, false, true, false]);
  });

  it('commits to a seed with its SHA-256', async () => {
    expect(await commitmentOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('refuses a seed that is not hex', () => {
    expect(() => hexToBytes('xyz')).toThrow('Not a hex string');
  });
});
