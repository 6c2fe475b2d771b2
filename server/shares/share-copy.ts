import { type Reading, ReadingSchema } from '#common/api/readings.ts';
import { decrypt, encrypt } from '#server/crypto/aead.ts';
import { DecryptError } from '#server/crypto/errors.ts';
import { copyKey } from './share-keys.ts';

// The share id is the associated data: a copy cannot be moved into another share's row.
const aad = (shareId: string) => Buffer.from(`share-copy:${shareId}`, 'utf8');

/** The reading as the link shows it, encrypted under a key only the link carries (docs/architecture.md#shares). */
export function encryptShareCopy(linkKey: Uint8Array, readingId: string, shareId: string, reading: Reading): Buffer {
  return encrypt(copyKey(linkKey, readingId), Buffer.from(JSON.stringify(reading), 'utf8'), aad(shareId));
}

/**
 * Opens a share's copy with the link's key.
 * @throws DecryptError when the key, the reading id or the share id is not the copy's, or the bytes were altered.
 */
export function decryptShareCopy(linkKey: Uint8Array, readingId: string, shareId: string, box: Uint8Array): Reading {
  const text = decrypt(copyKey(linkKey, readingId), box, aad(shareId)).toString('utf8');
  try {
    return ReadingSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new DecryptError('The shared copy is not a reading', { cause: error });
  }
}
