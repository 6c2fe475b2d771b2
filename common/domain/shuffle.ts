import { CARDS_PER_DECK } from '../limits.ts';

/**
 * The verifiable shuffle (docs/architecture.md#commit-and-draw). The server draws a random 32-byte seed and shows only its
 * SHA-256 (the commitment) before the user picks face-down positions; the stored reading reveals the
 * seed, and anyone can re-run this function to check that the cards and reversals follow from it.
 * The browser verifies with the very code the server draws with; only the SHA-256 behind it may differ.
 */

const encoder = new TextEncoder();
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error('Not a hex string');
  return Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16));
}

/**
 * SHA-256 of some bytes. WebCrypto's is the default and the one the browser uses; the server passes
 * Node's synchronous hash, the same function without the thread-pool round trip WebCrypto makes for
 * each of the twenty-odd blocks a shuffle takes.
 */
export type Sha256 = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
const webSha256: Sha256 = async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));

export async function sha256Hex(bytes: Uint8Array, sha256: Sha256 = webSha256): Promise<string> {
  return toHex(await sha256(bytes));
}

/** The commitment the draw page holds before the pick: SHA-256 of the seed, hex. */
export const commitmentOf = (seedHex: string, sha256: Sha256 = webSha256) => sha256Hex(hexToBytes(seedHex), sha256);

/** An endless stream of 32-bit words: SHA-256(label ‖ seed ‖ counter) blocks. */
function wordStream(seed: Uint8Array, label: string, sha256: Sha256) {
  const prefix = encoder.encode(`arcana/${label}/v1\0`);
  let counter = 0;
  let words: number[] = [];
  return async (): Promise<number> => {
    if (words.length === 0) {
      const block = new Uint8Array(prefix.length + seed.length + 4);
      block.set(prefix);
      block.set(seed, prefix.length);
      new DataView(block.buffer).setUint32(prefix.length + seed.length, counter++);
      const hash = await sha256(block);
      const digest = new DataView(hash.buffer, hash.byteOffset, hash.byteLength);
      words = Array.from({ length: 8 }, (_, index) => digest.getUint32(index * 4));
    }
    return words.shift()!;
  };
}

/** A uniform integer in [0, n): rejection sampling, so no value is favored by the modulo. */
async function uniformBelow(next: () => Promise<number>, n: number): Promise<number> {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const word = await next();
    if (word < limit) return word % n;
  }
}

/** The deck order and per-card reversals a seed determines: a Fisher–Yates shuffle, every order equally likely. */
export async function shuffleFromSeed(seedHex: string, size = CARDS_PER_DECK, sha256 = webSha256): Promise<{ order: number[]; reversed: boolean[] }> {
  const seed = hexToBytes(seedHex);
  const nextOrder = wordStream(seed, 'shuffle', sha256);
  const order = Array.from({ length: size }, (_, index) => index);
  for (let index = size - 1; index > 0; index -= 1) {
    const swap = await uniformBelow(nextOrder, index + 1);
    [order[index], order[swap]] = [order[swap]!, order[index]!];
  }
  const nextReversal = wordStream(seed, 'reversal', sha256);
  const reversed: boolean[] = [];
  for (let index = 0; index < size; index += 1) reversed.push(((await nextReversal()) & 1) === 1);
  return { order, reversed };
}
