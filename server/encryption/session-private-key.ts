import type { KeyObject } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/session.ts';
import { DecryptError } from '#server/crypto/errors.ts';
import { unwrapForSession } from '#server/crypto/session-key.ts';
import type { Db } from '#server/db/database.ts';
import { sessionKey } from '#server/db/schema/encryption.ts';

/**
 * The user's private key for this request, or null when the session is locked: no unlocked row for
 * this session, or a cookie key that is missing or does not open it. Neither half alone opens anything.
 * Imported once here, so a request opening several envelopes pays for the import once.
 */
export async function openSessionPrivateKey(db: Db, user: SessionUser, cookieKey: string | undefined): Promise<KeyObject | null> {
  const [row] = await db
    .select({ wrapped: sessionKey.wrappedPrivateKey })
    .from(sessionKey)
    .where(and(eq(sessionKey.sessionId, user.sessionId), eq(sessionKey.userId, user.id)));
  if (!row) return null;
  try {
    return unwrapForSession(row.wrapped, cookieKey, user.sessionId);
  } catch (error) {
    if (error instanceof DecryptError) return null;
    throw error;
  }
}
