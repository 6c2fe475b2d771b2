import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { userBan } from '#server/db/schema/admin.ts';
import { session, user } from '#server/db/schema/auth.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Auth } from './auth.ts';
import { BANNED_MESSAGE } from './banned.ts';
import { readSessionUser, type SessionReader } from './session.ts';

/** better-call's signature: base64 of an HMAC-SHA-256, so always 44 characters ending in "=". */
const SIGNATURE_LENGTH = 44;

/** The token of a `token.signature` cookie value signed with `secret`, or null when absent or forged. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1 || value.length - dot - 1 !== SIGNATURE_LENGTH) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Reads sessions with one prepared query instead of a call through better-auth's API, which costs
 * about four times a whole authenticated read (docs/architecture.md#sessions-and-access). The answer is the same:
 * the cookie's signature is checked as better-auth signs it, with its secret and cookie name, and the
 * session row is read on every request, so a sign-out or a revocation counts at once. Whatever needs
 * a write still goes through better-auth: an expired session (it deletes the row) and one due for its
 * sliding renewal (better-auth's `updateAge`), so renewals happen exactly when they did before.
 */
export async function createSessionReader(auth: Auth, db: Db): Promise<SessionReader> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { secret } = context;
  const { expiresIn, updateAge } = context.sessionConfig;
  const byToken = db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      banned: sql<boolean>`EXISTS (SELECT 1 FROM ${userBan} WHERE ${userBan.userId} = ${user.id})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_user_by_token');

  return async (request) => {
    const token = verifiedToken(request.cookies[cookieName], secret);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    // A ban ends the user's sessions (server/admin/ban-user.ts); this catches one a sign-in created meanwhile.
    if (row.banned) throw new HttpError(403, 'banned', BANNED_MESSAGE);
    const now = Date.now();
    const renewalDue = row.sessionExpiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (row.sessionExpiresAt.getTime() <= now || renewalDue) return readSessionUser(auth, request);
    return row;
  };
}
