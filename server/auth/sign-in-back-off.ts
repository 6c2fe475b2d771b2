import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { rateLimitHit } from '#server/db/schema/rate-limits.ts';
import { storedKey, type WindowLimit } from '#server/security/rate-limit.ts';
import { isKnownBrowser, setKnownBrowser } from './known-browser.ts';

/**
 * Failed sign-ins an account takes in FAILED_SIGN_INS.windowMs before each further one opens a back-off: enough for
 * someone who misremembers, no help to someone guessing (docs/decisions/0017-failed-sign-ins-slow-the-account.md).
 */
export const FAILED_SIGN_INS: WindowLimit = { name: 'sign-in-failures', limit: 5, windowMs: 15 * 60_000 };
/** The back-off after the first failure past the free ones; it doubles with each further failure. */
export const FIRST_BACK_OFF_SECONDS = 5;
/** The longest back-off: the most anyone can delay an account's owner, whatever they send. */
export const MAX_BACK_OFF_SECONDS = 60;

/** The code of the 429 an account in back-off answers, for the sign-in form. */
export const FAILED_SIGN_INS_CODE = 'TOO_MANY_FAILED_SIGN_INS';

export const failedSignInsMessage = (seconds: number): string =>
  `Too many failed sign-ins for this account. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** The seconds an account waits after its `failures`-th failed sign-in within the window. */
export function backOffSeconds(failures: number): number {
  if (failures <= FAILED_SIGN_INS.limit) return 0;
  return Math.min(MAX_BACK_OFF_SECONDS, FIRST_BACK_OFF_SECONDS * 2 ** (failures - FAILED_SIGN_INS.limit - 1));
}

/** One account, whatever case or spaces its address was typed with; better-auth looks it up lower-cased too. */
const accountKey = (email: string): string => storedKey([FAILED_SIGN_INS, email.trim().toLowerCase()]);

const clearFailures = (db: Db, key: string) => db.delete(rateLimitHit).where(eq(rateLimitHit.key, key));

/** A sign-in let through to the password check: until it is settled it counts as failed. */
export interface SignInAttempt {
  key: string;
  id: number;
}

/**
 * Lets a sign-in for `email` through, or says how many seconds the account's back-off has left. Unknown addresses
 * are counted and answered alike, so the answer never tells whether an account exists. The attempt is counted as
 * failed before the password is checked, in one transaction holding the account's lock, so requests sent at once
 * from many addresses get one attempt per back-off between them, not one each.
 */
export async function beginSignIn(db: Db, email: string, now = Date.now()): Promise<{ wait: number } | { attempt: SignInAttempt }> {
  const key = accountKey(email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [counted] = await tx
      .select({ failures: count(), latest: max(rateLimitHit.expiresAt) })
      .from(rateLimitHit)
      .where(and(eq(rateLimitHit.key, key), gt(rateLimitHit.expiresAt, new Date(now))));
    const failures = counted?.failures ?? 0;
    if (failures > 0) {
      const lastFailedAt = new Date(counted!.latest!).getTime() - FAILED_SIGN_INS.windowMs;
      const waitMs = lastFailedAt + backOffSeconds(failures) * 1000 - now;
      if (waitMs > 0) return { wait: Math.ceil(waitMs / 1000) };
    }
    const [row] = await tx
      .insert(rateLimitHit)
      .values({ key, expiresAt: new Date(now + FAILED_SIGN_INS.windowMs) })
      .returning({ id: rateLimitHit.id });
    return { attempt: { key, id: row!.id } };
  });
}

/** The right password was given (a session, or the unconfirmed-email refusal only a right password gets). */
const rightPassword = (answer: SignInAnswer) => answer.status === 200 || answer.code === 'EMAIL_NOT_VERIFIED';

/** What better-auth answered a sign-in: its status and, for a refusal, its code. */
interface SignInAnswer {
  status: number;
  code: string | undefined;
}

/**
 * Settles an attempt by better-auth's answer: the right password clears the account's failures; a wrong one stays
 * counted; an answer given before the password was checked (a malformed request, the per-address limit) is no failure.
 */
export async function settleSignIn(db: Db, attempt: SignInAttempt, answer: SignInAnswer): Promise<void> {
  if (rightPassword(answer)) await clearFailures(db, attempt.key);
  else if (answer.code !== 'INVALID_EMAIL_OR_PASSWORD') await db.delete(rateLimitHit).where(eq(rateLimitHit.id, attempt.id));
}

/** The refusal of a sign-in in back-off, shaped like better-auth's own (code, message, X-Retry-After). */
function backOffResponse(seconds: number): Response {
  return Response.json(
    { code: FAILED_SIGN_INS_CODE, message: failedSignInsMessage(seconds) },
    { status: 429, headers: { 'retry-after': String(seconds), 'x-retry-after': String(seconds) } },
  );
}

async function answerOf(response: Response): Promise<SignInAnswer> {
  const body: unknown = await response.clone().json().catch(() => null);
  const code = typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  return { status: response.status, code };
}

export interface SignInBackOffOptions {
  db: Db;
  /** Signs the known-browser cookie (AUTH_SECRET). */
  secret: string;
  /** Whether the app is served over HTTPS, for the cookie's name and Secure flag. */
  secure: boolean;
}

/**
 * better-auth's email sign-in behind the account's back-off: inside it the answer is a 429 naming the wait, and the
 * password is not checked at all, which also spares the hash. A browser that signed in to the account before
 * passes, and gets its known-browser cookie again with every session (docs/decisions/0017-failed-sign-ins-slow-the-account.md).
 */
export async function signInWithBackOff(
  { db, secret, secure }: SignInBackOffOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return signIn();
  const known = isKnownBrowser(request, secret, email);
  const begun = known ? null : await beginSignIn(db, email);
  if (begun && 'wait' in begun) return backOffResponse(begun.wait);
  const response = await signIn();
  const answer = await answerOf(response);
  if (begun) await settleSignIn(db, begun.attempt, answer);
  else if (rightPassword(answer)) await clearFailures(db, accountKey(email));
  if (answer.status === 200) setKnownBrowser(reply, secret, email, secure);
  return response;
}
