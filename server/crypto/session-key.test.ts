import { type KeyObject, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encrypt } from './aead.ts';
import { DecryptError } from './errors.ts';
import { generateUserKeyPair, importPrivateKey, rawKeyPair } from './keypair.ts';
import { rewrapForSession, unwrapForSession } from './session-key.ts';

const { privateKeyDer } = generateUserKeyPair();
const der = (key: KeyObject) => key.export({ format: 'der', type: 'pkcs8' });

describe('session key', () => {
  it('round-trips, and the cookie key is 32 random bytes in base64url', () => {
    const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, 'session-1');
    expect(cookieKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(cookieKey, 'base64url')).toHaveLength(32);
    expect(wrapped.includes(rawKeyPair(importPrivateKey(privateKeyDer)).subarray(0, 32))).toBe(false);
    expect(der(unwrapForSession(wrapped, cookieKey, 'session-1')).equals(privateKeyDer)).toBe(true);
  });

  it('still opens keys wrapped as PKCS#8 DER (format version 1) by sessions unlocked before version 2', () => {
    const cookieKey = randomBytes(32);
    const aad = Buffer.from('arcana/session-key/v1\0session-1', 'utf8');
    const wrapped = Buffer.concat([Buffer.of(1), encrypt(cookieKey, privateKeyDer, aad)]);
    expect(der(unwrapForSession(wrapped, cookieKey.toString('base64url'), 'session-1')).equals(privateKeyDer)).toBe(true);
  });

  it('uses a new cookie key for every session', () => {
    expect(rewrapForSession(privateKeyDer, 's').cookieKey).not.toBe(rewrapForSession(privateKeyDer, 's').cookieKey);
  });

  it('does not open with a wrong, missing or malformed cookie key', () => {
    const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, 'session-1');
    const otherKey = randomBytes(32).toString('base64url');
    for (const key of [otherKey, undefined, '', cookieKey.slice(1), `${cookieKey}A`, `${cookieKey.slice(0, 42)}!`]) {
      expect(() => unwrapForSession(wrapped, key, 'session-1'), String(key)).toThrow(DecryptError);
    }
  });

  it('does not open in another session', () => {
    const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, 'session-1');
    expect(() => unwrapForSession(wrapped, cookieKey, 'session-2')).toThrow(DecryptError);
  });

  it('rejects damaged wrapped bytes', () => {
    const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, 'session-1');
    for (let i = 0; i < wrapped.length; i++) {
      const tampered = Buffer.from(wrapped);
      tampered[i]! ^= 0x01;
      expect(() => unwrapForSession(tampered, cookieKey, 'session-1'), `byte ${i}`).toThrow(DecryptError);
    }
    expect(() => unwrapForSession(wrapped.subarray(0, 28), cookieKey, 'session-1')).toThrow(DecryptError);
  });
});
