import { and, eq } from 'drizzle-orm';
import type { SignInProvider } from '#common/api/profile.ts';
import type { Db } from '#server/db/database.ts';
import { account, user } from '#server/db/schema/auth.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { linkedProviders } from './sign-in-methods.ts';

export const LAST_SIGN_IN_METHOD = 'This is your only way to sign in: link another first, or set a password.';

/**
 * Removes one sign-in method from the account (docs/product.md#profile). An account must keep a way in, so the last one
 * is refused (409). The user's row is locked first, so two unlinks at once cannot together remove the last two methods.
 * Unlinking `credential` deletes the password sign-in with its row.
 * @throws HttpError 404 when the provider is not linked, 409 when it is the only one left.
 */
export async function unlinkSignInMethod(db: Db, userId: string, provider: SignInProvider): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const linked = await linkedProviders(tx, userId);
    if (!linked.includes(provider)) throw notFound('This sign-in method is not linked to your account.');
    if (linked.length === 1) throw new HttpError(409, 'last_sign_in_method', LAST_SIGN_IN_METHOD);
    await tx.delete(account).where(and(eq(account.userId, userId), eq(account.providerId, provider)));
  });
}
