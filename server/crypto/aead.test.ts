import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOX_OVERHEAD, decrypt, encrypt } from './aead.ts';
import { DecryptError } from './errors.ts';

const key = randomBytes(32);
const aad = Buffer.from('user-1');

describe('aead', () => {
  it('round-trips, with and without associated data', () => {
    const plaintext = Buffer.from('The Tower, reversed');
    const box = encrypt(key, plaintext, aad);
    expect(box).toHaveLength(plaintext.length + BOX_OVERHEAD);
    expect(decrypt(key, box, aad).equals(plaintext)).toBe(true);
    expect(decrypt(key, encrypt(key, Buffer.alloc(0))).length).toBe(0);
  });

  it('uses a fresh nonce for every box', () => {
    const plaintext = Buffer.from('same');
    expect(encrypt(key, plaintext).equals(encrypt(key, plaintext))).toBe(false);
  });

  it('rejects a flipped bit at every byte position', () => {
    const box = encrypt(key, Buffer.from('short'), aad);
    for (let i = 0; i < box.length; i++) {
      for (const mask of [0x01, 0x80]) {
        const tampered = Buffer.from(box);
        tampered[i]! ^= mask;
        expect(() => decrypt(key, tampered, aad), `byte ${i} ^ ${mask}`).toThrow(DecryptError);
      }
    }
  });

  it('rejects the wrong key, wrong or missing associated data, and truncation', () => {
    const box = encrypt(key, Buffer.from('secret'), aad);
    expect(() => decrypt(randomBytes(32), box, aad)).toThrow(DecryptError);
    expect(() => decrypt(key, box, Buffer.from('user-2'))).toThrow(DecryptError);
    expect(() => decrypt(key, box)).toThrow(DecryptError);
    expect(() => decrypt(key.subarray(0, 16), box, aad)).toThrow(DecryptError);
    for (const length of [0, 12, BOX_OVERHEAD - 1, box.length - 1]) {
      expect(() => decrypt(key, box.subarray(0, length), aad), `length ${length}`).toThrow(DecryptError);
    }
  });

  it('refuses to encrypt under a key that is not 32 bytes', () => {
    expect(() => encrypt(randomBytes(16), Buffer.from('x'))).toThrow(RangeError);
  });
});
