import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as account from '#common/api/account.ts';
import * as profile from '#common/api/profile.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { clearKeyCookie } from '#server/encryption/key-cookie.ts';
import { registerRoute } from '#server/http/route.ts';
import { isAdmin } from '#server/policies/is-admin.ts';
import { confirmAccountPassword } from '#server/profile/account-password.ts';
import { deleteAccount } from '#server/profile/delete-account.ts';
import { subscribeEmail } from '#server/profile/email-subscription.ts';
import { refreshWithPassword, requireFreshSession } from '#server/profile/fresh-session.ts';
import { clearSessionCookies } from '#server/profile/session-cookies.ts';
import { linkedProviders } from '#server/profile/sign-in-methods.ts';
import { profileTotals } from '#server/profile/totals.ts';
import { unlinkSignInMethod } from '#server/profile/unlink.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';

/** Subscriptions per user: a person has a few addresses; more is someone signing up strangers. */
export const SUBSCRIPTIONS_PER_USER: WindowLimit = { name: 'email-subscriptions', limit: 20, windowMs: 60 * 60_000 };
/**
 * Account deletions tried per user and per client address, like sign-in's brake on guessing (docs/architecture.md#limits-on-costly-work):
 * each attempt may check a password with the slow hash.
 */
export const DELETIONS_PER_USER: WindowLimit = { name: 'account-deletions-per-user', limit: 5, windowMs: 60_000 };
export const DELETIONS_PER_ADDRESS: WindowLimit = { name: 'account-deletions-per-address', limit: 10, windowMs: 60_000 };
/** Password confirmations per user and per client address, held like deletions: each checks a password with the slow hash. */
export const CONFIRMATIONS_PER_USER: WindowLimit = { name: 'password-confirmations-per-user', limit: 5, windowMs: 60_000 };
export const CONFIRMATIONS_PER_ADDRESS: WindowLimit = { name: 'password-confirmations-per-address', limit: 10, windowMs: 60_000 };

export interface ProfileRouteOptions {
  db: Db;
  auth: Auth;
  adminEmails: readonly string[];
}

/**
 * The signed-in user's profile (docs/product.md#profile): who they are, their totals, sign-in methods, news by email,
 * deletion, and confirming the password again before a sensitive change.
 */
export function profileRoutes(app: FastifyInstance, { db, auth, adminEmails }: ProfileRouteOptions): void {
  registerRoute(app, profile.getProfile, async (request) => {
    const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, request.user.id));
    return {
      // The client namespaces its cache with this; an MD5 of the id reveals nothing about the user.
      md5String: createHash('md5').update(request.user.id).digest('hex'),
      name: request.user.name,
      email: request.user.email,
      memberSince: row!.createdAt.getTime(),
      providers: await linkedProviders(db, request.user.id),
    };
  });

  registerRoute(app, profile.getIsAdmin, async (request) => ({ isAdmin: await isAdmin(db, request.user, adminEmails) }));

  registerRoute(app, account.getProfileTotals, async (request) => profileTotals(db, request.user.id));

  // A GET cannot carry the password (it would reach logs and history): a fresh session stands for it (docs/decisions/0019).
  registerRoute(app, account.unlinkProvider, async (request) => {
    await requireFreshSession(db, request.user);
    await unlinkSignInMethod(db, request.user.id, request.params.provider);
    return { success: true as const };
  });

  registerRoute(app, account.confirmPassword, async (request) => {
    await admit(db, [
      [CONFIRMATIONS_PER_USER, request.user.id],
      [CONFIRMATIONS_PER_ADDRESS, request.clientKey],
    ]);
    await refreshWithPassword(auth, db, request.user, request.body.password);
    return { success: true as const };
  });

  registerRoute(app, account.subscribeEmail, async (request) => {
    await admit(db, [[SUBSCRIPTIONS_PER_USER, request.user.id]]);
    return { success: true as const, email: await subscribeEmail(db, request.user.id, request.params.email) };
  });

  registerRoute(app, account.deleteAccount, async (request, reply) => {
    // Before the password check: a refused flood costs no slow hash.
    await admit(db, [
      [DELETIONS_PER_USER, request.user.id],
      [DELETIONS_PER_ADDRESS, request.clientKey],
    ]);
    await confirmAccountPassword(auth, db, request.user.id, request.body.password);
    await deleteAccount(db, request.user.id);
    await clearSessionCookies(auth, reply);
    clearKeyCookie(reply);
    return { success: true as const };
  });
}
