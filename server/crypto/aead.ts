import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptError } from './errors.ts';

/** AES-256 key length in bytes. */
export const KEY_BYTES = 32;
/** GCM nonce length: the 96 bits GCM is designed for. */
export const NONCE_BYTES = 12;
/** Full 128-bit GCM tag; shorter tags weaken forgery resistance. */
export const TAG_BYTES = 16;
/** Bytes a box adds to its plaintext. */
export const BOX_OVERHEAD = NONCE_BYTES + TAG_BYTES;

const ALGORITHM = 'aes-256-gcm';

/**
 * AES-256-GCM encryption into one self-contained box: `nonce(12) || ciphertext || tag(16)`.
 * Nonces are random, which is safe for fewer than ~2^32 boxes per key; every key in Arcana
 * (a KEK, a session key, a seal's ephemeral key) encrypts only a handful.
 * @param aad associated data: authenticated, not encrypted; `decrypt` must be given the same bytes.
 * @throws RangeError when the key is not 32 bytes (a programming error, not bad data).
 */
export function encrypt(key: Uint8Array, plaintext: Uint8Array, aad?: Uint8Array): Buffer {
  if (key.length !== KEY_BYTES) throw new RangeError(`AES-256-GCM key must be ${KEY_BYTES} bytes, got ${key.length}`);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  if (aad) cipher.setAAD(aad);
  return Buffer.concat([nonce, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/**
 * Opens a box made by `encrypt`.
 * @throws DecryptError on any failure: wrong key (or key of the wrong length), different `aad`,
 * a changed byte, a truncated box. Nothing decrypted is returned unless the tag verifies.
 */
export function decrypt(key: Uint8Array, box: Uint8Array, aad?: Uint8Array): Buffer {
  if (key.length !== KEY_BYTES) throw new DecryptError(`AES-256-GCM key must be ${KEY_BYTES} bytes`);
  if (box.length < BOX_OVERHEAD) throw new DecryptError('Ciphertext is truncated');
  const nonce = box.subarray(0, NONCE_BYTES);
  const ciphertext = box.subarray(NONCE_BYTES, box.length - TAG_BYTES);
  const tag = box.subarray(box.length - TAG_BYTES);
  try {
    // authTagLength pins the tag size: without it Node would accept a shorter tag.
    const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (error) {
    throw new DecryptError(undefined, { cause: error });
  }
}
