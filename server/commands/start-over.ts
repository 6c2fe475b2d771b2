import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { session } from '#server/db/schema/auth.ts';
import { sessionKey, unlockAttempt, userKey } from '#server/db/schema/encryption.ts';
import { reading } from '#server/db/schema/readings.ts';

/**
 * "Start over" for a forgotten password (docs/architecture.md#starting-over): deletes the user's key, every unlocked session
 * and every reading, with its shares and journal entry (they cascade with it), in one transaction, because without
 * the key they can never be opened again. A queued reading is cancelled like a discarded one, without
 * a refund (its cards were drawn and paid for at start); its pending work goes with the row (ON DELETE
 * CASCADE), so its job finds nothing to do. Every session but `keepSessionId` (the one asking) is signed out, as
 * better-auth's revokeOtherSessions does, in the same transaction: whoever else held one must not watch the new
 * password being made (docs/decisions/0019).
 */
export async function startOver(db: Db, userId: string, keepSessionId: string): Promise<{ deletedReadings: number; deletedShares: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
    const deleted = await tx.delete(reading).where(eq(reading.userId, userId)).returning({ id: reading.id });
    await tx.delete(sessionKey).where(eq(sessionKey.userId, userId));
    await tx.delete(unlockAttempt).where(eq(unlockAttempt.userId, userId));
    await tx.delete(userKey).where(eq(userKey.userId, userId));
    // Shares arrive with the sharing feature; until then there are none to delete.
    return { deletedReadings: deleted.length, deletedShares: 0 };
  });
}
