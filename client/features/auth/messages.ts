import { ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import type { AuthFailure } from './api.ts';

/** What the login page says, in its own words. */
export const AUTH_MESSAGES = {
  WRONG_CREDENTIALS: 'Wrong email or password.',
  WEAK_PASSWORD: `Use at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters for your password.`,
  INVALID_EMAIL: 'Enter a valid email address.',
  EMAIL_NOT_VERIFIED: "Confirm your email first: we've sent you a new link.",
  TOO_MANY_ATTEMPTS: 'Too many attempts. Wait a few seconds and try again.',
  NETWORK: "Can't reach Arcana. Check your connection and try again.",
  NAME_REQUIRED: 'Enter your name.',
  PASSWORD_REQUIRED: 'Enter your password.',
  CHECK_EMAIL_TITLE: 'Check your email',
  NO_MAIL_SERVER: "No mail server is set up on this Arcana: the confirmation link is in the server's log (the terminal running npm start).",
  LINK_SENT: "We've sent a new link.",
  PASSWORD_HELP: `At least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters. This password signs you in; your readings get a separate encryption password later.`,
  RESET_REQUESTED: "If an account uses that address, we've sent a link to reset its password.",
  RESET_DONE: 'Your password has been changed. Sign in with the new one.',
  PROVIDER_FAILED: "Signing in with that account didn't finish. Try again, or sign in with your email and password.",
  RESET_LINK_INVALID: 'This reset link has expired or was already used. Ask for a new one.',
  NO_MAIL_SERVER_RESET: "No mail server is set up on this Arcana: the reset link is in the server's log (the terminal running npm start).",
} as const;

/** The rate limit's real wait, from the server's retry-after header. */
export const tooManyAttempts = (seconds: number): string =>
  `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** better-auth's codes the page words its own way; any other refusal shows the server's message. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.WRONG_CREDENTIALS,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.WEAK_PASSWORD,
  INVALID_EMAIL: AUTH_MESSAGES.INVALID_EMAIL,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.EMAIL_NOT_VERIFIED,
};

/** The status of better-auth's rate limit. */
export const TOO_MANY_REQUESTS = 429;

/** A field of the login form that a server refusal can be about. */
export type RefusedField = 'name' | 'email' | 'password';

/** better-auth's codes that belong to one field of the form; every other refusal is about the whole form. */
const CODE_FIELDS: Record<string, RefusedField> = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  INVALID_EMAIL: 'email',
  EMAIL_TOO_LONG: 'email',
  NAME_TOO_LONG: 'name',
};

/** The field a refusal is about, so the form shows it beside that field; null for the whole form. */
export function authFailureField(failure: AuthFailure): RefusedField | null {
  return failure.kind === 'refused' ? (CODE_FIELDS[failure.code] ?? null) : null;
}

/**
 * The sentence for a failed auth call. Always the specific reason: ours for the codes we know, the
 * server's own message for the rest (an origin it does not trust, a disabled sign-up …), and a
 * network message only when no answer came at all.
 */
export function authFailureMessage(failure: AuthFailure): string {
  if (failure.kind === 'network') return AUTH_MESSAGES.NETWORK;
  const known = CODE_MESSAGES[failure.code];
  if (known) return known;
  if (failure.status === TOO_MANY_REQUESTS) {
    // A refusal that names its reason says it itself: the account's back-off after failed sign-ins says whose wait it is.
    if (failure.code && failure.message) return failure.message;
    return failure.retryAfterSeconds === null ? AUTH_MESSAGES.TOO_MANY_ATTEMPTS : tooManyAttempts(failure.retryAfterSeconds);
  }
  if (failure.message) return failure.message;
  return `Arcana answered with an error it did not explain (HTTP ${failure.status}${failure.code ? `, ${failure.code}` : ''}).`;
}
