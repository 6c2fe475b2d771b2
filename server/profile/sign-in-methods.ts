import { eq } from 'drizzle-orm';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '#common/api/profile.ts';
import type { Db } from '#server/db/database.ts';
import { account } from '#server/db/schema/auth.ts';

type Reader = Pick<Db, 'select'>;

const isSignInProvider = (providerId: string): providerId is SignInProvider => (SIGN_IN_PROVIDERS as readonly string[]).includes(providerId);

/** The ways the user can sign in: their better-auth account rows' providers, in SIGN_IN_PROVIDERS order. */
export async function linkedProviders(db: Reader, userId: string): Promise<SignInProvider[]> {
  const rows = await db.select({ providerId: account.providerId }).from(account).where(eq(account.userId, userId));
  const linked = new Set(rows.map((row) => row.providerId).filter(isSignInProvider));
  return SIGN_IN_PROVIDERS.filter((provider) => linked.has(provider));
}
