/**
 * Sealed boxes: anyone holding a user's public key can encrypt to it (the worker, without the
 * password); only the private key opens it. ECIES over X25519 + HKDF-SHA256 + AES-256-GCM.
 *
 * Envelope, version 1:
 *
 * ```
 * offset  0      1                33        45                 len-16
 *         +------+-----------------+---------+------------------+---------+
 *         | 0x01 | ephemeral X25519| nonce   | ciphertext       | GCM tag |
 *         |      | public key (32) | (12)    | (= plaintext len)| (16)    |
 *         +------+-----------------+---------+------------------+---------+
 * ```
 *
 * - shared = X25519(ephemeral private, recipient public); a fresh ephemeral pair per seal, so
 *   every seal has its own AES key and two seals of the same plaintext differ.
 * - key = HKDF-SHA256(ikm = shared, salt = ephemeral public || recipient public,
 *   info = "arcana/seal/v1" || 0x00 || context, 32 bytes). Binding both public keys stops
 *   key-substitution tricks; the context (e.g. "reading:<id>") stops a box being moved to
 *   another field or row. No context and an empty context are the same.
 * - The header (version byte + ephemeral public key) is the GCM associated data, so it cannot
 *   be altered, including the bit X25519 itself ignores.
 * - Overhead: 61 bytes. Opening checks the version byte first.
 */
import { diffieHellman, generateKeyPairSync, hkdfSync, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { BOX_OVERHEAD, decrypt, encrypt, KEY_BYTES } from './aead.ts';
import { DecryptError, EnvelopeVersionError } from './errors.ts';
import { importPrivateKey, importPublicKey, PUBLIC_KEY_BYTES, rawPublicKey } from './keypair.ts';

/** The envelope version this code writes (and the only one it reads). */
export const SEAL_VERSION = 1;
const HEADER_BYTES = 1 + PUBLIC_KEY_BYTES;
/** Bytes a sealed envelope adds to its plaintext. */
export const SEAL_OVERHEAD = HEADER_BYTES + BOX_OVERHEAD;

// Node's HKDF refuses info over 1024 bytes; contexts are short labels, so cap well below.
const MAX_INFO_BYTES = 512;

function sealKey(shared: Buffer, ephemeralPublic: Buffer, recipientPublic: Buffer, context = ''): Buffer {
  const info = Buffer.from(`arcana/seal/v${SEAL_VERSION}\0${context}`, 'utf8');
  if (info.length > MAX_INFO_BYTES) throw new RangeError(`Seal context is too long (info over ${MAX_INFO_BYTES} bytes)`);
  const salt = Buffer.concat([ephemeralPublic, recipientPublic]);
  return Buffer.from(hkdfSync('sha256', shared, salt, info, KEY_BYTES));
}

/**
 * Encrypts `plaintext` so that only the holder of the private key matching `publicKeyRaw` can read it.
 * @param publicKeyRaw the recipient's raw 32-byte X25519 public key.
 * @param context optional label bound into the key; `open` must be given the same one.
 * @throws TypeError when the public key is not 32 bytes; Error when it is a low-order point.
 */
export function seal(publicKeyRaw: Buffer, plaintext: Buffer, context?: string): Buffer {
  const recipient = importPublicKey(publicKeyRaw);
  const ephemeral = generateKeyPairSync('x25519');
  const ephemeralPublic = rawPublicKey(ephemeral.publicKey);
  const shared = diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient });
  const key = sealKey(shared, ephemeralPublic, publicKeyRaw, context);
  const header = Buffer.concat([Buffer.of(SEAL_VERSION), ephemeralPublic]);
  return Buffer.concat([header, encrypt(key, plaintext, header)]);
}

/**
 * Opens an envelope made by `seal`.
 * @param privateKey the recipient's private key: imported (a KeyObject, which the caller can reuse
 * across envelopes: importing PKCS#8 DER costs several times an open) or as PKCS#8 DER.
 * @throws EnvelopeVersionError when byte 0 is not a known version (checked before anything else).
 * @throws DecryptError on any other failure: wrong key, wrong context, altered or truncated bytes.
 */
export function open(privateKey: KeyObject | Uint8Array, sealed: Buffer, context?: string): Buffer {
  if (sealed[0] !== SEAL_VERSION) throw new EnvelopeVersionError(sealed[0]);
  if (sealed.length < SEAL_OVERHEAD) throw new DecryptError('Sealed envelope is truncated');
  const header = sealed.subarray(0, HEADER_BYTES);
  const ephemeralPublic = sealed.subarray(1, HEADER_BYTES);
  const recipient = privateKey instanceof Uint8Array ? importPrivateKey(privateKey) : privateKey;
  let shared: Buffer;
  try {
    // OpenSSL rejects low-order points (an all-zero shared secret) here.
    shared = diffieHellman({ privateKey: recipient, publicKey: importPublicKey(ephemeralPublic) });
  } catch (error) {
    throw new DecryptError('Invalid ephemeral public key', { cause: error });
  }
  const key = sealKey(shared, ephemeralPublic, rawPublicKey(recipient), context);
  return decrypt(key, sealed.subarray(HEADER_BYTES), header);
}

/** `seal` for a JSON-serialisable value. */
export function sealJson(publicKeyRaw: Buffer, value: unknown, context?: string): Buffer {
  return seal(publicKeyRaw, Buffer.from(JSON.stringify(value), 'utf8'), context);
}

/**
 * `open` + JSON.parse + validation, so callers never handle unchecked data.
 * @throws DecryptError as `open` does, or when the content is not JSON; ZodError when it does not match `schema`.
 */
export function openJson<T>(privateKey: KeyObject | Uint8Array, sealed: Buffer, schema: z.ZodType<T>, context?: string): T {
  const text = open(privateKey, sealed, context).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DecryptError('Sealed content is not JSON', { cause: error });
  }
  return schema.parse(value);
}
