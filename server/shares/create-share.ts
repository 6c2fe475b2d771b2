import { type KeyObject, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { WRITTEN_STATUSES } from '#common/api/readings.ts';
import type { ShareLifetime, ShareResult } from '#common/api/shares.ts';
import { MAX_ACTIVE_SHARES } from '#common/limits.ts';
import { rawPublicKey } from '#server/crypto/keypair.ts';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { HttpError } from '#server/http/errors.ts';
import { ownReading, toReadingView } from '#server/readings/reading-view.ts';
import { unexpired } from './active-shares.ts';
import { encryptShareCopy } from './share-copy.ts';
import { sealShareInfo } from './share-info.ts';
import { newLinkKey, linkKeyHash } from './share-keys.ts';
import { shareDescription, shareUrl } from './share-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a share made at `now` with this lifetime stops working; null for never. */
export function shareExpiry(lifetime: ShareLifetime, now: Date): Date | null {
  return lifetime === 'never' ? null : new Date(now.getTime() + Number(lifetime) * DAY_MS);
}

export interface CreateShareInput {
  userId: string;
  readingId: string;
  lifetime: ShareLifetime;
  /** The unlocked session's private key: the reading is opened to copy it. */
  privateKey: KeyObject;
  /** The app's address for the request (server/http/app-origin.ts), which the link is made under. */
  origin: string;
  now?: Date;
}

/**
 * Shares a written reading of the user (docs/product.md#sharing): a snapshot of it as it is now,
 * encrypted under a new link's key, and the title, summary and link sealed to the owner for Shared
 * Readings. The count of unexpired shares is checked with the user's row locked, so concurrent
 * shares cannot pass the limit together.
 */
export async function createShare(db: Db, { userId, readingId, lifetime, privateKey, origin, now = new Date() }: CreateShareInput): Promise<ShareResult> {
  const row = await ownReading(db, userId, readingId);
  if (!WRITTEN_STATUSES.includes(row.status) || !row.sealedResult) {
    throw new HttpError(409, 'reading_not_written', 'Only a finished reading can be shared. Wait until it is written, then share it.');
  }
  const reading = await toReadingView(db, row, privateKey);
  // A safe answer is help for one person, not a reading to pass around (docs/product.md#safety).
  if (reading.safety) throw new HttpError(409, 'not_a_reading', 'This page holds help rather than a reading, so it cannot be shared.');
  const id = randomUUID();
  const link = newLinkKey();
  const expiresAt = shareExpiry(lifetime, now);
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [active] = await tx
      .select({ value: count() })
      .from(readingShare)
      .where(and(eq(readingShare.userId, userId), unexpired(now)));
    if ((active?.value ?? 0) >= MAX_ACTIVE_SHARES) {
      throw new HttpError(409, 'too_many_shares', `You have ${MAX_ACTIVE_SHARES} active shared links, the most there can be. Delete one in Shared Readings to share another.`);
    }
    await tx.insert(readingShare).values({
      id,
      readingId,
      userId,
      keyHash: linkKeyHash(link.bytes),
      sharedCopy: encryptShareCopy(link.bytes, readingId, id, reading),
      sealedInfo: sealShareInfo(rawPublicKey(privateKey), id, { vissibleTitle: reading.title, summary: reading.summary, uuid: link.segment }),
      expiresAt,
      createdAt: now,
    });
  });
  return {
    url: shareUrl(origin, readingId, link.segment),
    title: reading.title,
    description: shareDescription(reading.summary),
    id,
    expires: expiresAt?.getTime() ?? null,
  };
}
