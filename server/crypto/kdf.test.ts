import { describe, expect, it } from 'vitest';
import { WeakKdfParamsError } from './errors.ts';
import {
  DEFAULT_KDF_COST,
  deriveKeys,
  hashVerifier,
  KDF_FLOOR,
  type KdfParams,
  KdfParamsSchema,
  newKdfParams,
  verifierMatches,
} from './kdf.ts';

// Floor cost keeps the suite fast; only the defaults test pays the design’s (docs/architecture.md) real cost.
const cheap = () => newKdfParams(KDF_FLOOR);

describe('newKdfParams', () => {
  it("defaults to the design’s m=64 MiB, t=3, p=1 and returns the salt so it can be stored", () => {
    const params = newKdfParams();
    expect(params).toMatchObject({ algorithm: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1 });
    expect(DEFAULT_KDF_COST).toEqual({ memoryKiB: 65_536, iterations: 3, parallelism: 1 });
    expect(Buffer.from(params.saltB64, 'base64')).toHaveLength(16);
  });

  it('draws a new salt every time', () => {
    expect(newKdfParams().saltB64).not.toBe(newKdfParams().saltB64);
  });
});

describe('KdfParamsSchema', () => {
  it('round-trips stored params through JSON', () => {
    const params = newKdfParams();
    expect(KdfParamsSchema.parse(JSON.parse(JSON.stringify(params)))).toEqual(params);
  });

  it.each<[string, Partial<Record<keyof KdfParams, unknown>>]>([
    ['another algorithm', { algorithm: 'argon2i' }],
    ['a fractional memory cost', { memoryKiB: 65_536.5 }],
    ['an absurd memory cost', { memoryKiB: 1 << 30 }],
    ['zero parallelism', { parallelism: 0 }],
    ['a salt that is not base64', { saltB64: 'not base64!' }],
    ['a salt shorter than 16 bytes', { saltB64: Buffer.alloc(8).toString('base64') }],
  ])('rejects %s', (_, change) => {
    expect(KdfParamsSchema.safeParse({ ...newKdfParams(), ...change }).success).toBe(false);
  });
});

describe('deriveKeys', () => {
  it('derives the same keys from the same password and params', async () => {
    const params = cheap();
    const a = await deriveKeys('correct horse', params);
    const b = await deriveKeys('correct horse', { ...params });
    expect(a.kek.equals(b.kek)).toBe(true);
    expect(a.verifier.equals(b.verifier)).toBe(true);
    expect(a.kek).toHaveLength(32);
    expect(a.verifier).toHaveLength(32);
    expect(a.kek.equals(a.verifier)).toBe(false);
  });

  it('derives different keys for a different salt or password', async () => {
    const a = await deriveKeys('correct horse', cheap());
    const otherSalt = await deriveKeys('correct horse', cheap());
    const params = cheap();
    const [b, otherPassword] = await Promise.all([deriveKeys('correct horse', params), deriveKeys('correct horsf', params)]);
    expect(a.kek.equals(otherSalt.kek)).toBe(false);
    expect(b.kek.equals(otherPassword.kek)).toBe(false);
  });

  // Stored keys depend on every detail of the derivation (Argon2id, HKDF labels, NFC), so any change
  // must fail here. The expected bytes were checked independently: Argon2id through the package's
  // PHC-string path, HKDF written out with HMAC-SHA256 per RFC 5869.
  it('matches the fixed derivation that stored keys depend on', async () => {
    const params: KdfParams = { algorithm: 'argon2id', ...KDF_FLOOR, parallelism: 1, saltB64: Buffer.alloc(16, 7).toString('base64') };
    const { kek, verifier } = await deriveKeys('correct horse battery staple', params);
    expect(kek.toString('hex')).toBe('6957bac5ada4304fc454d3760cded84c59549a632c9fa8ae4a153b50a40dcd51');
    expect(verifier.toString('hex')).toBe('9055897d3a7b4764dad32f881c831c76026b293d38150e0f779e09a44778e60e');
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const params = cheap();
    const composed = await deriveKeys('caf\u00e9', params);
    const decomposed = await deriveKeys('cafe\u0301', params);
    expect(composed.kek.equals(decomposed.kek)).toBe(true);
  });

  it.each([
    ['memory below 19 MiB', { memoryKiB: KDF_FLOOR.memoryKiB - 1 }],
    ['fewer than 2 passes', { iterations: 1 }],
  ])('refuses params with %s', async (_, cost) => {
    await expect(deriveKeys('correct horse', newKdfParams(cost))).rejects.toThrow(WeakKdfParamsError);
  });

  it('refuses malformed params', async () => {
    const params = { ...cheap(), saltB64: '' };
    await expect(deriveKeys('correct horse', params)).rejects.toThrow();
  });

  it('works with the real default cost', async () => {
    const params = newKdfParams();
    const a = await deriveKeys('correct horse', params);
    const b = await deriveKeys('correct horse', params);
    expect(a.kek.equals(b.kek)).toBe(true);
  });
});

describe('verifier', () => {
  it('matches its own hash only', async () => {
    const params = cheap();
    const right = await deriveKeys('correct horse', params);
    const wrong = await deriveKeys('wrong horse', params);
    const stored = hashVerifier(right.verifier);
    expect(verifierMatches(right.verifier, stored)).toBe(true);
    expect(verifierMatches(wrong.verifier, stored)).toBe(false);
    expect(verifierMatches(right.verifier, stored.subarray(0, 31))).toBe(false);
  });
});
