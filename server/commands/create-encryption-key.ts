import { eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.ts';
import type { KdfParams } from '#server/crypto/kdf.ts';
import { rewrapForSession } from '#server/crypto/session-key.ts';
import { createUserKey } from '#server/crypto/user-key.ts';
import type { Db } from '#server/db/database.ts';
import { sessionKey, userKey } from '#server/db/schema/encryption.ts';
import { HttpError } from '#server/http/errors.ts';

export const KEY_EXISTS_MESSAGE = 'You already have an encryption password. Unlock with it, or start over if you forgot it.';

const keyExists = () => new HttpError(409, 'key_exists', KEY_EXISTS_MESSAGE);

/** One indexed read: a repeated create must not cost an Argon2id run (64 MiB, a pool thread) only to be refused. */
async function refuseExistingKey(db: Db, userId: string): Promise<void> {
  const [existing] = await db.select({ userId: userKey.userId }).from(userKey).where(eq(userKey.userId, userId));
  if (existing) throw keyExists();
}

/**
 * Creates the user's key pair under their password (docs/architecture.md#keys) and unlocks the creating session with
 * it, in one transaction. A second create is refused with 409 before any key derivation; one racing
 * with the first is still refused by the insert.
 * @returns the cookie half of the session's unlocked key.
 */
export async function createEncryptionKey(
  db: Db,
  user: SessionUser,
  input: { password: string; hint: string },
  kdfParams?: KdfParams,
): Promise<{ cookieKey: string }> {
  await refuseExistingKey(db, user.id);
  const { stored, privateKeyDer } = await createUserKey(input.password, user.id, kdfParams);
  const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, user.sessionId);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(userKey)
      .values({ userId: user.id, ...stored, hint: input.hint })
      .onConflictDoNothing()
      .returning({ userId: userKey.userId });
    if (created.length === 0) throw keyExists();
    await tx
      .insert(sessionKey)
      .values({ sessionId: user.sessionId, userId: user.id, wrappedPrivateKey: wrapped })
      .onConflictDoUpdate({ target: sessionKey.sessionId, set: { wrappedPrivateKey: wrapped } });
  });
  return { cookieKey };
}
