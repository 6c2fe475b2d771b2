import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { SHARE_KEY_LENGTH } from '#common/api/shares.ts';
import { KEY_BYTES } from '#server/crypto/aead.ts';

/**
 * The key a share link carries in its last segment (docs/architecture.md#shares): 32 random bytes,
 * written as 43 characters of base64url. The server keeps only its hash, so a database dump cannot
 * open a share; the link holder can.
 */
export interface LinkKey {
  bytes: Buffer;
  /** The link's `uuid` segment. */
  segment: string;
}

const COPY_INFO = 'arcana/share/v1/copy';

/** A fresh link key. */
export function newLinkKey(): LinkKey {
  const bytes = randomBytes(KEY_BYTES);
  return { bytes, segment: bytes.toString('base64url') };
}

/**
 * The key bytes a link segment carries. A segment that is not exactly a key's canonical base64url
 * gets random bytes instead, which match no share: the caller then does the same work as for a
 * well-formed wrong key, so a malformed link answers like any other dead one.
 */
export function linkKeyBytes(segment: string): Buffer {
  const bytes = Buffer.from(segment, 'base64url');
  const canonical = segment.length === SHARE_KEY_LENGTH && bytes.length === KEY_BYTES && bytes.toString('base64url') === segment;
  return canonical ? bytes : randomBytes(KEY_BYTES);
}

/** What the database stores to find a share from its link: SHA-256 of 256 random bits cannot be reversed or guessed. */
export function linkKeyHash(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/**
 * The AES-256 key of a share's copy: HKDF-SHA256 of the link key, bound to the reading id, so the key
 * is independent of the stored hash and a copy opens only under the reading its link names.
 */
export function copyKey(bytes: Uint8Array, readingId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), `${COPY_INFO}\0${readingId}`, KEY_BYTES));
}
