import { and, eq } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/database.ts';
import { account } from '#server/db/schema/auth.ts';
import { badRequest } from '#server/http/errors.ts';

export const WRONG_ACCOUNT_PASSWORD = 'That password is not right.';
export const ACCOUNT_PASSWORD_NEEDED = 'Enter your account password to confirm.';

/**
 * Asks for the account password before an irreversible act, when the account has one (a `credential` sign-in): checked
 * with better-auth's own hasher, so it accepts exactly what sign-in accepts. An account that signs in only through an
 * OAuth provider has no password to ask for.
 * @throws HttpError 400 naming `password` when it is needed and missing or wrong.
 */
export async function confirmAccountPassword(auth: Auth, db: Db, userId: string, password: string | undefined): Promise<void> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!credential?.hash) return;
  if (!password) throw badRequest(ACCOUNT_PASSWORD_NEEDED, 'password');
  const { password: hasher } = await auth.$context;
  if (!(await hasher.verify({ hash: credential.hash, password }))) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
}
