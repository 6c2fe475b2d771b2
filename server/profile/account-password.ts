import { and, eq } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/database.ts';
import { account } from '#server/db/schema/auth.ts';
import { badRequest } from '#server/http/errors.ts';

export const WRONG_ACCOUNT_PASSWORD = 'That password is not right.';
export const ACCOUNT_PASSWORD_NEEDED = 'Enter your account password to confirm.';

type Reader = Pick<Db, 'select'>;

/** The hash of the account's password sign-in (`credential`); null when it signs in only through an OAuth provider. */
async function passwordHash(db: Reader, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** Whether the account has a password to confirm sensitive changes with (docs/decisions/0019). */
export const hasAccountPassword = async (db: Reader, userId: string): Promise<boolean> => (await passwordHash(db, userId)) !== null;

/**
 * Asks for the account password before an irreversible act, when the account has one (a `credential` sign-in): checked
 * with better-auth's own hasher, so it accepts exactly what sign-in accepts. An account that signs in only through an
 * OAuth provider has no password to ask for.
 * @returns whether there was a password to check (it was right, or this threw).
 * @throws HttpError 400 naming `password` when it is needed and missing or wrong.
 */
export async function confirmAccountPassword(auth: Auth, db: Db, userId: string, password: string | undefined): Promise<boolean> {
  const hash = await passwordHash(db, userId);
  if (hash === null) return false;
  if (!password) throw badRequest(ACCOUNT_PASSWORD_NEEDED, 'password');
  const { password: hasher } = await auth.$context;
  if (!(await hasher.verify({ hash, password }))) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
  return true;
}
