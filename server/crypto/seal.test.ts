import { createCipheriv, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { DecryptError, EnvelopeVersionError } from './errors.ts';
import { generateUserKeyPair } from './keypair.ts';
import { open, openJson, seal, SEAL_OVERHEAD, SEAL_VERSION, sealJson } from './seal.ts';

const { publicKey, privateKeyDer } = generateUserKeyPair();

describe('seal/open', () => {
  it.each([
    ['empty', 0],
    ['small', 42],
    ['1 MiB', 1 << 20],
  ])('round-trips a %s plaintext', (_, size) => {
    const plaintext = randomBytes(size);
    const sealed = seal(publicKey, plaintext, 'reading:1');
    expect(sealed).toHaveLength(size + SEAL_OVERHEAD);
    expect(sealed[0]).toBe(SEAL_VERSION);
    expect(open(privateKeyDer, sealed, 'reading:1').equals(plaintext)).toBe(true);
  });

  // Stored readings depend on the format, so it is rebuilt here from the module's documentation
  // with bare node:crypto calls; any drift in layout, HKDF salt/info or AAD fails this test.
  it('opens an envelope built independently from the documented format', () => {
    const ephemeral = generateKeyPairSync('x25519');
    const ephemeralPublic = createPublicKey(ephemeral.privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
    const recipient = createPublicKey(createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' }));
    const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient });
    const salt = Buffer.concat([ephemeralPublic, publicKey]);
    const key = Buffer.from(hkdfSync('sha256', shared, salt, Buffer.from('arcana/seal/v1\0reading:7'), 32));
    const header = Buffer.concat([Buffer.of(1), ephemeralPublic]);
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(header);
    const body = Buffer.concat([cipher.update('The Empress'), cipher.final()]);
    const envelope = Buffer.concat([header, nonce, body, cipher.getAuthTag()]);
    expect(open(privateKeyDer, envelope, 'reading:7').toString()).toBe('The Empress');
  });

  it('rejects a flipped bit at every byte position of an envelope', () => {
    const sealed = seal(publicKey, Buffer.from('The Moon'));
    // 0x80 on the last byte of the ephemeral key is the bit X25519 ignores: only the AAD/HKDF binding catches it.
    for (let i = 0; i < sealed.length; i++) {
      for (const mask of [0x01, 0x80]) {
        const tampered = Buffer.from(sealed);
        tampered[i]! ^= mask;
        expect(() => open(privateKeyDer, tampered), `byte ${i} ^ ${mask}`).toThrow(i === 0 ? EnvelopeVersionError : DecryptError);
      }
    }
  });

  it('rejects truncated envelopes', () => {
    const sealed = seal(publicKey, Buffer.from('The Moon'));
    for (const length of [1, 33, SEAL_OVERHEAD - 1, sealed.length - 1]) {
      expect(() => open(privateKeyDer, sealed.subarray(0, length)), `length ${length}`).toThrow(DecryptError);
    }
  });

  it.each([0, 2, 255])('refuses version byte %i with EnvelopeVersionError', (version) => {
    const sealed = seal(publicKey, Buffer.from('The Star'));
    sealed[0] = version;
    expect(() => open(privateKeyDer, sealed)).toThrow(EnvelopeVersionError);
    expect(() => open(privateKeyDer, Buffer.alloc(0))).toThrow(EnvelopeVersionError);
  });

  it('does not open with another private key', () => {
    const sealed = seal(publicKey, Buffer.from('The Lovers'));
    expect(() => open(generateUserKeyPair().privateKeyDer, sealed)).toThrow(DecryptError);
  });

  it('produces a different envelope every time', () => {
    const plaintext = Buffer.from('The Fool');
    const a = seal(publicKey, plaintext);
    const b = seal(publicKey, plaintext);
    expect(a.equals(b)).toBe(false);
    expect(a.subarray(1, 33).equals(b.subarray(1, 33))).toBe(false);
  });

  it('binds the context', () => {
    const sealed = seal(publicKey, Buffer.from('Death'), 'reading:1');
    expect(() => open(privateKeyDer, sealed, 'reading:2')).toThrow(DecryptError);
    expect(() => open(privateKeyDer, sealed)).toThrow(DecryptError);
    expect(() => open(privateKeyDer, seal(publicKey, Buffer.from('Death')), 'reading:1')).toThrow(DecryptError);
    expect(open(privateKeyDer, seal(publicKey, Buffer.from('Death')), '').toString()).toBe('Death');
  });

  it('rejects a low-order (all-zero) public key on either side', () => {
    expect(() => seal(Buffer.alloc(32), Buffer.from('x'))).toThrow();
    const sealed = seal(publicKey, Buffer.from('x'));
    sealed.fill(0, 1, 33);
    expect(() => open(privateKeyDer, sealed)).toThrow(DecryptError);
  });

  it('rejects a public key that is not 32 bytes', () => {
    expect(() => seal(publicKey.subarray(1), Buffer.from('x'))).toThrow(TypeError);
  });
});

describe('sealJson/openJson', () => {
  const Card = z.object({ name: z.string(), reversed: z.boolean() });

  it('round-trips a validated value', () => {
    const sealed = sealJson(publicKey, { name: 'The Hermit', reversed: true }, 'card');
    expect(openJson(privateKeyDer, sealed, Card, 'card')).toEqual({ name: 'The Hermit', reversed: true });
  });

  it('refuses content that does not match the schema or is not JSON', () => {
    expect(() => openJson(privateKeyDer, sealJson(publicKey, { name: 'The Hermit' }), Card)).toThrow(ZodError);
    expect(() => openJson(privateKeyDer, seal(publicKey, Buffer.from('{not json')), Card)).toThrow(DecryptError);
  });
});
