import { describe, expect, it } from 'vitest';
import { commitmentOf, shuffleFromSeed } from '#common/domain/shuffle.ts';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { nodeSha256 } from './sha256.ts';

const seedOf = (n: number) => (n * 2_654_435_761).toString(16).padStart(64, '0');

describe('nodeSha256', () => {
  it('draws the very shuffle and commitment WebCrypto gives the browser that verifies them', async () => {
    for (let n = 0; n < 50; n += 1) {
      expect(await shuffleFromSeed(seedOf(n), CARDS_PER_DECK, nodeSha256)).toEqual(await shuffleFromSeed(seedOf(n)));
      expect(await commitmentOf(seedOf(n), nodeSha256)).toBe(await commitmentOf(seedOf(n)));
    }
  });
});
