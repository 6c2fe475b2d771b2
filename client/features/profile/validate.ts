import { cleanDisplayName, DISPLAY_NAME_MESSAGES, displayNameFault } from '#common/display-name.ts';
import { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#common/limits.ts';
import { isEmailShaped } from '#client/lib/email-shape.ts';

/**
 * The profile forms' own checks, run before anything is sent: they catch the obvious mistakes with the same limits the
 * server holds (common/limits.ts); whatever the server then says still wins.
 */

export const PROFILE_MESSAGES = {
  NAME_REQUIRED: 'Enter a display name.',
  NAME_TOO_LONG: `Your name can be at most ${NAME_MAX_LENGTH} characters.`,
  NAME_UNCHANGED: 'That is already your display name.',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current account password.',
  PASSWORD_TOO_SHORT: `Use at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters for your new password.`,
  PASSWORD_TOO_LONG: `Your new password can be at most ${ACCOUNT_PASSWORD_MAX_LENGTH} characters.`,
  PASSWORD_SAME: 'Choose a new password that differs from the current one.',
  PASSWORD_MISMATCH: 'The two new passwords do not match.',
  WRONG_CURRENT_PASSWORD: 'Your current account password is not right.',
  PASSWORD_CHANGED: 'Password changed. Other devices were signed out.',
  EMAIL_INVALID: 'Enter a valid email address, like name@example.com.',
  EMAIL_TOO_LONG: `An email address can be at most ${EMAIL_MAX_LENGTH} characters.`,
} as const;

/** What is wrong with a new display name, or null when it can be sent. */
export function displayNameProblem(name: string, current: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PROFILE_MESSAGES.NAME_REQUIRED;
  if (trimmed.length > NAME_MAX_LENGTH) return PROFILE_MESSAGES.NAME_TOO_LONG;
  const fault = displayNameFault(name);
  if (fault !== null) return DISPLAY_NAME_MESSAGES[fault];
  if (cleanDisplayName(name) === current) return PROFILE_MESSAGES.NAME_UNCHANGED;
  return null;
}

/** The change-password form's fields. */
export interface PasswordFields {
  current: string;
  next: string;
  confirm: string;
}

/** Each field's problem; a field that is fine has none. */
export type PasswordErrors = Partial<Record<keyof PasswordFields, string>>;

/** Every problem of the change-password form at once, so each shows beside its field. */
export function passwordProblems({ current, next, confirm }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (current === '') errors.current = PROFILE_MESSAGES.CURRENT_PASSWORD_REQUIRED;
  if (next.length < ACCOUNT_PASSWORD_MIN_LENGTH) errors.next = PROFILE_MESSAGES.PASSWORD_TOO_SHORT;
  else if (next.length > ACCOUNT_PASSWORD_MAX_LENGTH) errors.next = PROFILE_MESSAGES.PASSWORD_TOO_LONG;
  else if (next === current) errors.next = PROFILE_MESSAGES.PASSWORD_SAME;
  if (errors.next === undefined && confirm !== next) errors.confirm = PROFILE_MESSAGES.PASSWORD_MISMATCH;
  return errors;
}

/** What is wrong with an address to subscribe, or null when it looks like one. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) return PROFILE_MESSAGES.EMAIL_TOO_LONG;
  return isEmailShaped(trimmed) ? null : PROFILE_MESSAGES.EMAIL_INVALID;
}
