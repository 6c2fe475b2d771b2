import { APIError } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import { AUTH_BASE_PATH, RESET_PASSWORD_PAGE_PATH } from '#common/api/auth.ts';
import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import type { Env } from '#server/config/env.ts';
import type { Db } from '#server/db/database.ts';
import { appOriginRule, authBaseUrl } from '#server/http/app-origin.ts';
import * as authSchema from '#server/db/schema/auth.ts';
import { createAccountMail } from '#server/mail/account-mail.ts';
import { smtpSender } from '#server/mail/smtp.ts';
import { sendWelcomeMessage } from '#server/messages/welcome.ts';
import { authLogger } from './auth-log.ts';
import { BANNED_MESSAGE, isBanned } from './banned.ts';
import { cleanStoredName } from './clean-name.ts';
import { keepOtherAccountSignedIn } from './confirmation-link.ts';
import { sharedRateLimitStorage } from './rate-limit-storage.ts';

/**
 * The one header better-auth reads the client address from (for its rate limits). Our proxy route
 * sets it to the request's client key (server/security/client-key.ts: Fastify's request.ip, an IPv6
 * one masked to RATE_LIMIT_IPV6_PREFIX), replacing anything a client sent, so X-Forwarded-For counts
 * only when TRUST_PROXY says a proxy sets it.
 */
export const CLIENT_IP_HEADER = 'x-arcana-client-ip';

/** How long a password reset link works (the email says "within an hour"). */
const RESET_LINK_LIFETIME_S = 60 * 60;

/**
 * The reset link goes straight to the client's page, on the origin of better-auth's own link (the
 * address the visitor used): better-auth's GET redirect would be a cross-site navigation into
 * /api/auth, which the app-origin check refuses (decisions/0007). The page's POST carries the token.
 */
function resetPageUrl(betterAuthUrl: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PAGE_PATH, new URL(betterAuthUrl).origin);
  url.searchParams.set('token', token);
  return url.href;
}

/** better-auth's cookie names; over HTTPS they take the `__Host-` prefix (see {@link cookieOptions}). */
const COOKIE_PREFIX = 'better-auth';
const cookiePrefix = (https: boolean) => (https ? `__Host-${COOKIE_PREFIX}` : COOKIE_PREFIX);

/** The cookie that carries the session, named as better-auth names it: the prefix, then `.session_token`. */
export const sessionCookieName = (https: boolean): string => `${cookiePrefix(https)}.session_token`;

/** The sign-in page, linked from the email to the owner of an address someone signed up with again. */
const SIGN_IN_PATH = '/login';

export interface AuthOptions {
  env: Pick<Env, 'publicUrl' | 'publicUrlConfigured' | 'trustedOrigins' | 'oauth' | 'mail'>;
  secret: string;
  db: Db;
  log: Logger;
}

/**
 * The cookies that carry a session are SameSite=Strict (docs/decisions/0007-requests-prove-their-origin.md): no
 * request another site starts, a link included, carries them. The SPA's own calls are same-site and do. Only
 * the OAuth state cookies keep better-auth's Lax: the provider's redirect back is a navigation from its site.
 */
const STRICT = { attributes: { sameSite: 'strict' } } as const;
const SESSION_COOKIES = { session_token: STRICT, session_data: STRICT, account_data: STRICT, dont_remember: STRICT };

/**
 * Over HTTPS every cookie is `__Host-`: Secure, Path=/ and no Domain, so no other site on a sibling
 * domain can set or shadow it. better-auth only knows the weaker `__Secure-` prefix, so its own is
 * switched off and ours put in the name. Over plain HTTP (localhost) the names stay plain.
 */
function cookieOptions(https: boolean) {
  const cookies = { cookies: SESSION_COOKIES };
  if (!https) return { useSecureCookies: false, cookiePrefix: cookiePrefix(https), ...cookies };
  return { useSecureCookies: false, cookiePrefix: cookiePrefix(https), defaultCookieAttributes: { secure: true, path: '/' }, ...cookies };
}

/** better-auth with email + password, sessions in our database, OAuth providers when configured. */
export function createAuth({ env, secret, db, log }: AuthOptions) {
  const socialProviders: Parameters<typeof betterAuth>[0]['socialProviders'] = {};
  if (env.oauth.github) socialProviders.github = env.oauth.github;
  if (env.oauth.google) socialProviders.google = env.oauth.google;
  const mail = createAccountMail({ send: env.mail ? smtpSender(env.mail) : undefined, log });
  // Emailed links follow the address the visitor used, by the rule every link the server writes follows
  // (docs/architecture.md#links-follow-the-request): better-auth's own through its base URL, ours through the rule.
  const appOriginOf = appOriginRule(env);
  const signInUrl = (request: Request | undefined) => `${appOriginOf(request?.headers.get('host'))}${SIGN_IN_PATH}`;
  const auth = betterAuth({
    appName: 'Arcana',
    baseURL: authBaseUrl(env),
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_PASSWORD_MIN_LENGTH,
      maxPasswordLength: ACCOUNT_PASSWORD_MAX_LENGTH,
      // Accounts confirm their email before they can sign in. This also makes a sign-up with a taken
      // address answer exactly like a new one, so the form never tells who has an account here.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }, request) => mail.notifyExistingAccount(user.email, signInUrl(request)),
      // "Forgot your password?": POST request-password-reset answers the same for any address; the
      // emailed link opens the client's page, which posts the new password with the token.
      sendResetPassword: async ({ user, url, token }) => mail.sendPasswordReset(user.email, resetPageUrl(url, token)),
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in with the right password but an unconfirmed address sends a fresh link.
      sendOnSignIn: true,
      // The link signs its account in, unless another account is signed in in that browser: then the address is
      // confirmed and that session stays (docs/decisions/0018).
      autoSignInAfterVerification: true,
      afterEmailVerification: keepOtherAccountSignedIn(async (headers): Promise<string | null> => (await auth.api.getSession({ headers }))?.user.id ?? null),
      sendVerificationEmail: async ({ user, url }) => mail.sendVerification(user.email, url),
    },
    socialProviders,
    // Every new account, by email or OAuth, finds the welcome message in its inbox (docs/product.md#user-status-and-messages).
    databaseHooks: {
      user: {
        // Names are stored without bidirectional or control characters, whichever way they come.
        create: { before: cleanStoredName, after: async (created) => sendWelcomeMessage(db, created.id) },
        update: { before: cleanStoredName },
      },
      // A banned user cannot start a session by any sign-in method (docs/product.md#admins).
      session: {
        create: {
          before: async (created) => {
            if (await isBanned(db, created.userId)) throw new APIError('FORBIDDEN', { code: 'BANNED', message: BANNED_MESSAGE });
          },
        },
      },
    },
    telemetry: { enabled: false },
    // A failed OAuth sign-in lands on the sign-in page, which says so (`?error=`), instead of better-auth's own
    // error page: that page's inline styles break the strict CSP (docs/architecture.md#content-security-policy),
    // and a visitor coming back from the provider could not reach it anyway (docs/decisions/0007).
    // An error that is not better-auth's own answer is thrown on to the app's error handling, which logs it
    // redacted and answers in JSON: better-auth's router would print it, query parameters included, with console.error.
    onAPIError: { errorURL: '/login', throw: true },
    // On in every mode (better-auth enables it only in production): sign-in guessing is limited per
    // client address (3 attempts per 10 s on the sign-in and sign-up endpoints, 3 per 60 s on the
    // emailing ones, better-auth's rules), counted in the database so every API process shares the
    // count. A refusal is a 429 with X-Retry-After in seconds, which the sign-in form shows.
    rateLimit: { enabled: true, customStorage: sharedRateLimitStorage(db) },
    advanced: {
      ...cookieOptions(env.publicUrl.startsWith('https://')),
      // The header holds the client key, already masked: better-auth's own /64 must not mask it again.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
    },
    logger: authLogger(log),
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
