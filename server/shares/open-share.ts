import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Reading } from '#common/api/readings.ts';
import { KEY_BYTES } from '#server/crypto/aead.ts';
import { DecryptError } from '#server/crypto/errors.ts';
import type { Db } from '#server/db/database.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { sampleReading } from '#server/reading-image/sample-reading.ts';
import { unexpired } from './active-shares.ts';
import { decryptShareCopy, encryptShareCopy } from './share-copy.ts';
import { linkKeyBytes, linkKeyHash } from './share-keys.ts';

export type ShareRow = typeof readingShare.$inferSelect;

/** A share a link opened: its row and the reading it carries. */
export interface OpenedShare {
  row: ShareRow;
  reading: Reading;
}

/**
 * What a dead link is tried against: a copy of a reading's size under a key nobody holds, so a
 * link that finds no share still derives a key and runs a decryption, as a live one does.
 */
const DEAD_END = (() => {
  const id = randomUUID();
  const readingId = randomUUID();
  return { id, readingId, sharedCopy: encryptShareCopy(randomBytes(KEY_BYTES), readingId, id, sampleReading()) };
})();

/**
 * The share a link names, or null when the link is wrong, expired or deleted — one answer for all
 * of them (docs/architecture.md#shares). The share is found by the hash of the link's key and its
 * reading id together, and both paths do the same work (hash, lookup, key derivation, decryption),
 * so neither the answer nor its timing tells a real reading id from an invented one.
 */
export async function openSharedReading(db: Db, readingId: string, segment: string, now = new Date()): Promise<OpenedShare | null> {
  const key = linkKeyBytes(segment);
  const hash = linkKeyHash(key);
  const [row] = await db
    .select()
    .from(readingShare)
    .where(and(eq(readingShare.keyHash, hash), eq(readingShare.readingId, readingId), unexpired(now)));
  // The database matched the hash; comparing again in constant time keeps that true whatever its collation or index does.
  const live = row !== undefined && row.keyHash.length === hash.length && timingSafeEqual(row.keyHash, hash);
  const target = live ? row : DEAD_END;
  try {
    const reading = decryptShareCopy(key, target.readingId, target.id, target.sharedCopy);
    return live ? { row, reading } : null;
  } catch (error) {
    if (error instanceof DecryptError) return null;
    throw error;
  }
}
