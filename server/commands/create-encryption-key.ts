import type { SessionUser } from '#server/auth/session.ts';
import type { KdfParams } from '#server/crypto/kdf.ts';
import { rewrapForSession } from '#server/crypto/session-key.ts';
import { createUserKey } from '#server/crypto/user-key.ts';
import type { Db } from '#server/db/database.ts';
import { sessionKey, userKey } from '#server/db/schema/encryption.ts';
import { HttpError } from '#server/http/errors.ts';

export const KEY_EXISTS_MESSAGE = 'You already have an encryption password. Unlock with it, or start over if you forgot it.';

/**
 * Creates the user's key pair under their password (DESIGN §3) and unlocks the creating session with
 * it, in one transaction. A second create — even a concurrent one — is refused with 409.
 * @returns the cookie half of the session's unlocked key.
 */
export async function createEncryptionKey(
  db: Db,
  user: SessionUser,
  input: { password: string; hint: string },
  kdfParams?: KdfParams,
): Promise<{ cookieKey: string }> {
  const { stored, privateKeyDer } = await createUserKey(input.password, user.id, kdfParams);
  const { cookieKey, wrapped } = rewrapForSession(privateKeyDer, user.sessionId);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(userKey)
      .values({ userId: user.id, ...stored, hint: input.hint })
      .onConflictDoNothing()
      .returning({ userId: userKey.userId });
    if (created.length === 0) throw new HttpError(409, 'key_exists', KEY_EXISTS_MESSAGE);
    await tx
      .insert(sessionKey)
      .values({ sessionId: user.sessionId, userId: user.id, wrappedPrivateKey: wrapped })
      .onConflictDoUpdate({ target: sessionKey.sessionId, set: { wrappedPrivateKey: wrapped } });
  });
  return { cookieKey };
}
