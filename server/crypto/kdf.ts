import { type Algorithm, hashRaw } from '@node-rs/argon2';
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { kdfLimiter } from '#server/security/kdf-limiter.ts';
import type { WorkPriority } from '#server/security/work-limiter.ts';
import { WeakKdfParamsError } from './errors.ts';

/**
 * `Algorithm.Argon2id` from @node-rs/argon2. The package declares it as an ambient `const enum`,
 * which `verbatimModuleSyntax` forbids reading, so the value (2) is spelled here;
 * the fixed-derivation test in kdf.test.ts fails if it ever stops meaning Argon2id.
 */
const ARGON2ID = 2 as Algorithm;

/** RFC 9106's second recommended option, as docs/architecture.md#keys chooses: 64 MiB, 3 passes, 1 lane. */
export const DEFAULT_KDF_COST = { memoryKiB: 65_536, iterations: 3, parallelism: 1 } as const;

/** ASVS v5's minimum for Argon2id (m=19 MiB, t=2). Stored parameters below it are refused. */
export const KDF_FLOOR = { memoryKiB: 19_456, iterations: 2 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 32;

// HKDF labels: one Argon2 run yields two independent keys, so storing the verifier's hash
// reveals nothing about the key-encryption key.
const KEK_INFO = 'arcana/kdf/v1/kek';
const VERIFIER_INFO = 'arcana/kdf/v1/verifier';

/**
 * Argon2id parameters as stored beside a user's wrapped key. Validated when read back, because a
 * row is only as trustworthy as the database. The upper bounds stop an edited row from making
 * one unlock allocate gigabytes or run for minutes.
 */
export const KdfParamsSchema = z.object({
  algorithm: z.literal('argon2id'),
  memoryKiB: z.number().int().positive().max(1_048_576),
  iterations: z.number().int().positive().max(64),
  parallelism: z.number().int().min(1).max(16),
  saltB64: z
    .base64()
    .refine((salt) => Buffer.from(salt, 'base64').length >= SALT_BYTES, `salt must be at least ${SALT_BYTES} bytes`),
});
export type KdfParams = z.infer<typeof KdfParamsSchema>;

/** The two keys one password yields. */
export interface DerivedKeys {
  /** Key-encryption key: wraps the user's X25519 private key (AES-256-GCM). */
  kek: Buffer;
  /** Independent of `kek`; store only its hash (`hashVerifier`) to recognize a wrong password. */
  verifier: Buffer;
}

type KdfCost = Pick<KdfParams, 'memoryKiB' | 'iterations' | 'parallelism'>;

/**
 * Fresh parameters for a new key: the design’s (docs/architecture.md#keys) cost (unless overridden, e.g. by tests) and a random
 * 16-byte salt. Store the whole object; `deriveKeys` needs exactly these values again.
 */
export function newKdfParams(cost: Partial<KdfCost> = {}): KdfParams {
  return {
    algorithm: 'argon2id',
    ...DEFAULT_KDF_COST,
    ...cost,
    saltB64: randomBytes(SALT_BYTES).toString('base64'),
  };
}

/**
 * Derives the key-encryption key and the verifier from a password: Argon2id (on the libuv thread
 * pool, off the event loop) to 32 bytes, then HKDF-SHA256 into two labelled 32-byte keys.
 * Every run waits for a slot of the process-wide `kdfLimiter`, so no caller can bypass its bound.
 * @param priority `first` for unlocking, which must not wait behind a flood of key creations.
 * @throws WeakKdfParamsError when the parameters are below the ASVS floor.
 * @throws ZodError when the parameters are malformed.
 * @throws ServiceBusyError (503) when too many derivations are already waiting.
 */
export async function deriveKeys(password: string, params: KdfParams, priority: WorkPriority = 'normal'): Promise<DerivedKeys> {
  const { memoryKiB, iterations, parallelism, saltB64 } = KdfParamsSchema.parse(params);
  if (memoryKiB < KDF_FLOOR.memoryKiB || iterations < KDF_FLOOR.iterations) {
    throw new WeakKdfParamsError(
      `Argon2id parameters m=${memoryKiB} KiB, t=${iterations} are below the floor m=${KDF_FLOOR.memoryKiB} KiB, t=${KDF_FLOOR.iterations}`,
    );
  }
  // NFC so that the same password typed on systems that compose accents differently
  // (macOS input is often NFD) derives the same key.
  const master = await kdfLimiter.run(
    () =>
      hashRaw(Buffer.from(password.normalize('NFC'), 'utf8'), {
        algorithm: ARGON2ID,
        memoryCost: memoryKiB,
        timeCost: iterations,
        parallelism,
        outputLen: KEY_BYTES,
        salt: Buffer.from(saltB64, 'base64'),
      }),
    priority,
  );
  // No HKDF salt: the Argon2 output is already uniformly random and salted.
  const kek = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), KEK_INFO, KEY_BYTES));
  const verifier = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), VERIFIER_INFO, KEY_BYTES));
  master.fill(0);
  return { kek, verifier };
}

/**
 * SHA-256 of the verifier, safe to store: it lets an attacker with the database test a password
 * guess no faster than trying to unwrap the key itself (each guess still costs one Argon2id run).
 */
export function hashVerifier(verifier: Buffer): Buffer {
  return createHash('sha256').update(verifier).digest();
}

/** Whether a freshly derived verifier matches the stored hash, compared in constant time. */
export function verifierMatches(verifier: Buffer, storedHash: Buffer): boolean {
  const hash = hashVerifier(verifier);
  return storedHash.length === hash.length && timingSafeEqual(hash, storedHash);
}
