import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { sessionKey, unlockAttempt, userKey } from '#server/db/schema/encryption.ts';

/**
 * "Start over" for a forgotten password (DESIGN §3): deletes the user's key, every unlocked session
 * and, as the readings and sharing features land, every reading and share — all in one transaction,
 * because without the key they can never be opened again.
 */
export async function startOver(db: Db, userId: string): Promise<{ deletedReadings: number; deletedShares: number }> {
  await db.transaction(async (tx) => {
    await tx.delete(sessionKey).where(eq(sessionKey.userId, userId));
    await tx.delete(unlockAttempt).where(eq(unlockAttempt.userId, userId));
    await tx.delete(userKey).where(eq(userKey.userId, userId));
  });
  // No readings or shares are stored yet: their tables arrive with the readings and sharing features.
  return { deletedReadings: 0, deletedShares: 0 };
}
