import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '#common/api/encryption.ts';
import { HINT_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#common/limits.ts';

/** What the user types on the Create Password page. */
export interface CreatePasswordFields {
  password: string;
  confirm: string;
  hint: string;
  consent: boolean;
}

/** The empty form. */
export const EMPTY_CREATE_FIELDS: CreatePasswordFields = { password: '', confirm: '', hint: '', consent: false };

/** The product’s (docs/product.md#validation) message for a password that is too short, or null when it is long enough. */
export const passwordProblem = (password: string): string | null =>
  password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;

/** The product’s (docs/product.md#validation) message when the confirmation differs from the password, or null when they match. */
export const confirmProblem = (password: string, confirm: string): string | null =>
  confirm === password ? null : PASSWORDS_DO_NOT_MATCH;

/** Whether the optional hint fits (docs/product.md#validation: at most 255 characters). */
export const hintFits = (hint: string): boolean => hint.length <= HINT_MAX_LENGTH;

/**
 * How far down the form the user has got (docs/product.md#create-password: the fields appear in sequence): 0 shows the
 * password only; 1 adds the confirmation (password long enough); 2 the hint (passwords match);
 * 3 the consent box (hint fits); 4 the human check (consent ticked).
 */
export function reachedStep(fields: CreatePasswordFields): number {
  if (passwordProblem(fields.password) !== null) return 0;
  if (confirmProblem(fields.password, fields.confirm) !== null) return 1;
  if (!hintFits(fields.hint)) return 2;
  return fields.consent ? 4 : 3;
}

/** docs/product.md#validation: Continue needs every rule to hold, a completed human check, and no honeypot filled. */
export const canContinue = (fields: CreatePasswordFields, humanVerified: boolean, botFlagged: boolean): boolean =>
  reachedStep(fields) === 4 && humanVerified && !botFlagged;
