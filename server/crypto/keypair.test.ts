import { createPublicKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptError, WrongPasswordError } from './errors.ts';
import { deriveKeys, KDF_FLOOR, newKdfParams } from './kdf.ts';
import {
  generateUserKeyPair,
  importPrivateKey,
  importPublicKey,
  importRawKeyPair,
  rawKeyPair,
  rawPublicKey,
  unwrapPrivateKey,
  wrapPrivateKey,
} from './keypair.ts';

const params = newKdfParams(KDF_FLOOR);
const { kek } = await deriveKeys('correct horse', params);

describe('generateUserKeyPair', () => {
  it('exports a raw 32-byte public key matching the PKCS#8 private key', () => {
    const { publicKey, privateKeyDer } = generateUserKeyPair();
    expect(publicKey).toHaveLength(32);
    const privateKey = importPrivateKey(privateKeyDer);
    expect(rawPublicKey(privateKey).equals(publicKey)).toBe(true);
    // The raw bytes are the tail of the SPKI encoding: a cross-check of the JWK route.
    const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
    expect(spki.subarray(-32).equals(publicKey)).toBe(true);
    expect(rawPublicKey(importPublicKey(publicKey)).equals(publicKey)).toBe(true);
  });

  it('rejects keys of the wrong shape', () => {
    expect(() => importPublicKey(randomBytes(31))).toThrow(TypeError);
    expect(() => importPrivateKey(randomBytes(48))).toThrow(DecryptError);
    expect(() => importRawKeyPair(randomBytes(63))).toThrow(DecryptError);
  });
});

describe('rawKeyPair', () => {
  it('round-trips to the same key, its public half last', () => {
    const { publicKey, privateKeyDer } = generateUserKeyPair();
    const raw = rawKeyPair(importPrivateKey(privateKeyDer));
    expect(raw).toHaveLength(64);
    expect(raw.subarray(32).equals(publicKey)).toBe(true);
    const imported = importRawKeyPair(raw);
    expect(imported.export({ format: 'der', type: 'pkcs8' }).equals(privateKeyDer)).toBe(true);
  });
});

describe('wrapPrivateKey', () => {
  const { privateKeyDer } = generateUserKeyPair();

  it('round-trips', () => {
    const wrapped = wrapPrivateKey(privateKeyDer, kek, 'user-1');
    expect(unwrapPrivateKey(wrapped, kek, 'user-1').equals(privateKeyDer)).toBe(true);
  });

  it('does not open with a key derived from another password', async () => {
    const wrapped = wrapPrivateKey(privateKeyDer, kek, 'user-1');
    const other = await deriveKeys('wrong horse', params);
    expect(() => unwrapPrivateKey(wrapped, other.kek, 'user-1')).toThrow(WrongPasswordError);
  });

  it("does not open in another user's row", () => {
    const wrapped = wrapPrivateKey(privateKeyDer, kek, 'user-1');
    expect(() => unwrapPrivateKey(wrapped, kek, 'user-2')).toThrow(WrongPasswordError);
    expect(() => unwrapPrivateKey(wrapped, kek, 'user-10')).toThrow(WrongPasswordError);
  });

  it('reports malformed bytes as corrupt data, not a wrong password', () => {
    const wrapped = wrapPrivateKey(privateKeyDer, kek, 'user-1');
    const otherVersion = Buffer.from(wrapped);
    otherVersion[0] = 2;
    expect(() => unwrapPrivateKey(otherVersion, kek, 'user-1')).toThrow(DecryptError);
    expect(() => unwrapPrivateKey(wrapped.subarray(0, 20), kek, 'user-1')).toThrow(DecryptError);
    expect(() => unwrapPrivateKey(Buffer.alloc(0), kek, 'user-1')).toThrow(DecryptError);
  });
});
