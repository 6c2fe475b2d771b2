import { eq } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/database.ts';
import { session } from '#server/db/schema/auth.ts';
import { HttpError } from '#server/http/errors.ts';
import { confirmAccountPassword, hasAccountPassword } from './account-password.ts';

/**
 * How long after a sign-in, or after the password was confirmed again, the session may make a sensitive change that
 * cannot carry the password itself (docs/decisions/0019). Much shorter than better-auth's own `freshAge` (a day): a
 * session left open on a shared computer must not keep the power to remove a way in.
 */
export const FRESH_SESSION_MS = 10 * 60_000;

export const PASSWORD_NEEDED_AGAIN = 'Enter your account password again to make this change.';
export const NO_PASSWORD_TO_CONFIRM = 'Your account has no password to confirm: it signs in only through a provider.';

/**
 * Lets the change through when the session is fresh, the way better-auth measures it (from the session row's
 * `createdAt`), or the account has no password to prove (like deleting the account, server/profile/account-password.ts).
 * @throws HttpError 403 `password_needed` naming `password`: the client asks for it, confirms it, and tries again.
 */
export async function requireFreshSession(db: Db, user: SessionUser): Promise<void> {
  const [row] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.id, user.sessionId));
  if (row && Date.now() - row.createdAt.getTime() < FRESH_SESSION_MS) return;
  if (!(await hasAccountPassword(db, user.id))) return;
  throw new HttpError(403, 'password_needed', PASSWORD_NEEDED_AGAIN, 'password');
}

/**
 * Confirms the account password and makes this session fresh again, as a new sign-in would, without a new session:
 * the session's unlocked key stays unlocked. better-auth reads freshness from `createdAt` alone, so that is what moves;
 * when the session ends (`expiresAt`) does not change.
 * @throws HttpError 400 naming `password` when it is wrong, 409 when the account has no password.
 */
export async function refreshWithPassword(auth: Auth, db: Db, user: SessionUser, password: string): Promise<void> {
  if (!(await confirmAccountPassword(auth, db, user.id, password))) throw new HttpError(409, 'no_account_password', NO_PASSWORD_TO_CONFIRM);
  await db.update(session).set({ createdAt: new Date() }).where(eq(session.id, user.sessionId));
}
