import { and, asc, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.ts';
import { WrongPasswordError } from '#server/crypto/errors.ts';
import { KdfParamsSchema } from '#server/crypto/kdf.ts';
import { rewrapForSession } from '#server/crypto/session-key.ts';
import { unlockUserKey } from '#server/crypto/user-key.ts';
import type { Db } from '#server/db/database.ts';
import { sessionKey, unlockAttempt, userKey } from '#server/db/schema/encryption.ts';
import { UNLOCK_WINDOW_MS } from '#server/encryption/unlock-window.ts';
import { HttpError, RateLimitedError } from '#server/http/errors.ts';

/** Unlock attempts allowed per user in UNLOCK_WINDOW_MS, counted from the last success. */
export const UNLOCK_ATTEMPTS = 5;
export const WRONG_PASSWORD_MESSAGE = 'That password does not open your readings. Check it and try again.';

/**
 * Records an attempt, then counts the window. Counting after inserting means concurrent guesses see
 * each other, so no burst gets more than UNLOCK_ATTEMPTS tries; refused attempts are not kept, so
 * the wait never grows while someone hammers.
 */
async function admitAttempt(db: Db, userId: string, now: Date): Promise<void> {
  const [attempt] = await db.insert(unlockAttempt).values({ userId, at: now }).returning({ id: unlockAttempt.id });
  const recent = await db
    .select({ at: unlockAttempt.at })
    .from(unlockAttempt)
    .where(and(eq(unlockAttempt.userId, userId), gt(unlockAttempt.at, new Date(now.getTime() - UNLOCK_WINDOW_MS))))
    .orderBy(asc(unlockAttempt.at));
  if (recent.length <= UNLOCK_ATTEMPTS) return;
  await db.delete(unlockAttempt).where(eq(unlockAttempt.id, attempt!.id));
  const oldest = recent[0]!.at.getTime();
  throw new RateLimitedError(Math.max(1, Math.ceil((oldest + UNLOCK_WINDOW_MS - now.getTime()) / 1000)));
}

/**
 * Opens the user's private key with their password and keeps it for this session only, wrapped under
 * a fresh random key that goes to the cookie (docs/architecture.md#unlocked-sessions).
 * @throws HttpError 409 without a key, 400 for a wrong password, RateLimitedError past the limit.
 */
export async function unlockSession(db: Db, user: SessionUser, password: string, now = new Date()): Promise<{ cookieKey: string }> {
  const [stored] = await db.select().from(userKey).where(eq(userKey.userId, user.id));
  if (!stored) throw new HttpError(409, 'no_key', 'You have no encryption password yet. Create one first.');
  await admitAttempt(db, user.id, now);
  let privateKeyDer: Buffer;
  try {
    privateKeyDer = await unlockUserKey(password, { ...stored, kdfParams: KdfParamsSchema.parse(stored.kdfParams) }, user.id);
  } catch (error) {
    if (error instanceof WrongPasswordError) throw new HttpError(400, 'wrong_password', WRONG_PASSWORD_MESSAGE, 'password');
    throw error;
  }
  const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, user.sessionId);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessionKey)
      .values({ sessionId: user.sessionId, userId: user.id, wrappedPrivateKey: wrapped })
      .onConflictDoUpdate({ target: sessionKey.sessionId, set: { wrappedPrivateKey: wrapped } });
    await tx.delete(unlockAttempt).where(eq(unlockAttempt.userId, user.id));
  });
  return { cookieKey };
}
