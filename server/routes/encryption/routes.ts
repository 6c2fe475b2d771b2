import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as encryption from '#common/api/encryption.ts';
import { createEncryptionKey } from '#server/commands/create-encryption-key.ts';
import { startOver } from '#server/commands/start-over.ts';
import { unlockSession } from '#server/commands/unlock-session.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/database.ts';
import { userKey } from '#server/db/schema/encryption.ts';
import { clearKeyCookie, readKeyCookie, setKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { responseCacheKey } from '#server/crypto/response-cache-key.ts';
import { badRequest } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { confirmAccountPassword } from '#server/profile/account-password.ts';
import { consumeFormToken } from '#server/security/form-tokens.ts';
import { filledHoneypot } from '#server/security/honeypots.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';

/** The named fields of the create form; anything else in the body is a honeypot. */
const CREATE_FIELDS = new Set(Object.keys(encryption.CreateEncryptionSchema.shape));

/**
 * Create Password submissions allowed per user: one succeeds, a few more cover a mistyped challenge
 * or an expired form. Each one that passes the checks costs an Argon2id run.
 */
export const CREATES_PER_USER: WindowLimit = { name: 'create-password-per-user', limit: 5, windowMs: 60_000 };
/**
 * Per client address: room for a household or office behind one NAT (sign-ups from one address are
 * already held to 3 per 10 s by better-auth), not for one machine driving many accounts.
 */
export const CREATES_PER_ADDRESS: WindowLimit = { name: 'create-password-per-address', limit: 20, windowMs: 60_000 };
/** Start-overs tried per user and per client address, held like account deletions: each checks the account password. */
export const START_OVERS_PER_USER: WindowLimit = { name: 'start-over-per-user', limit: 5, windowMs: 60_000 };
export const START_OVERS_PER_ADDRESS: WindowLimit = { name: 'start-over-per-address', limit: 10, windowMs: 60_000 };

export interface EncryptionRouteOptions {
  db: Db;
  /** Checks the account password before starting over. */
  auth: Auth;
  /** Cookies are Secure when the app is served over HTTPS. */
  secureCookies: boolean;
}

/** Create Password, status, unlock and start over (docs/product.md#create-password). */
export function encryptionRoutes(app: FastifyInstance, { db, auth, secureCookies }: EncryptionRouteOptions): void {
  const cookieOptions = (expires: Date) => ({ secure: secureCookies, expires });

  registerRoute(app, encryption.getEncryptionStatus, async (request) => {
    const [key] = await db.select({ hint: userKey.hint }).from(userKey).where(eq(userKey.userId, request.user.id));
    if (!key) return { hasKey: false, unlocked: false, hint: null, cacheKey: null };
    const cookieKey = readKeyCookie(request);
    const privateKey = await openSessionPrivateKey(db, request.user, cookieKey);
    const unlocked = privateKey !== null && cookieKey !== undefined;
    return { hasKey: true, unlocked, hint: key.hint || null, cacheKey: unlocked ? responseCacheKey(cookieKey, request.user.sessionId) : null };
  });

  registerRoute(app, encryption.createEncryptionKey, async (request, reply) => {
    const { body, user } = request;
    const honeypot = filledHoneypot(body, CREATE_FIELDS);
    if (honeypot) throw badRequest('This form could not be verified. Please reload the page and try again.', honeypot);
    // Before the form token and the key derivation: a refused flood costs neither a write nor Argon2id.
    await admit(db, [
      [CREATES_PER_USER, user.id],
      [CREATES_PER_ADDRESS, request.clientKey],
    ]);
    await consumeFormToken(db, { token: body.formToken, userId: user.id, botSessionId: body.sessionId, challengeAnswer: body.jsChallenge });
    const { cookieKey } = await createEncryptionKey(db, user, { password: body.password, hint: body.hint });
    setKeyCookie(reply, cookieKey, cookieOptions(user.sessionExpiresAt));
    return { success: true };
  });

  registerRoute(app, encryption.unlockEncryption, async (request, reply) => {
    const { cookieKey } = await unlockSession(db, request.user, request.body.password);
    setKeyCookie(reply, cookieKey, cookieOptions(request.user.sessionExpiresAt));
    const [key] = await db.select({ hint: userKey.hint }).from(userKey).where(eq(userKey.userId, request.user.id));
    return { hasKey: true, unlocked: true, hint: key?.hint || null, cacheKey: responseCacheKey(cookieKey, request.user.sessionId) };
  });

  registerRoute(app, encryption.startOver, async (request, reply) => {
    // Before the password check: a refused flood costs no slow hash.
    await admit(db, [
      [START_OVERS_PER_USER, request.user.id],
      [START_OVERS_PER_ADDRESS, request.clientKey],
    ]);
    await confirmAccountPassword(auth, db, request.user.id, request.body.password);
    const deleted = await startOver(db, request.user.id, request.user.sessionId);
    clearKeyCookie(reply);
    return { success: true as const, ...deleted };
  });
}
