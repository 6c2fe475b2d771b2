import { ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import type { Refusal } from '#client/lib/refusal.ts';

/** What the login page says, in its own words. */
export const AUTH_MESSAGES = {
  WRONG_CREDENTIALS: 'Wrong email or password.',
  WEAK_PASSWORD: `Use at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters for your password.`,
  INVALID_EMAIL: 'Enter a valid email address.',
  EMAIL_NOT_VERIFIED: "Confirm your email first: we've sent you a new link.",
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

/** better-auth's codes the page words its own way; any other refusal shows the server's message. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.WRONG_CREDENTIALS,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.WEAK_PASSWORD,
  INVALID_EMAIL: AUTH_MESSAGES.INVALID_EMAIL,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.EMAIL_NOT_VERIFIED,
};

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
export function authFailureField(refusal: Refusal): RefusedField | null {
  return CODE_FIELDS[refusal.code] ?? null;
}

/**
 * The sentence for a failed auth call. Always the specific reason: ours for the codes we know, else refusalOf's, which
 * is the server's own message (an origin it does not trust, a disabled sign-up, the account's back-off after failed
 * sign-ins …), the real wait of a rate limit, or the network only when no answer came at all.
 */
export function authFailureMessage(refusal: Refusal): string {
  return CODE_MESSAGES[refusal.code] ?? refusal.message;
}
