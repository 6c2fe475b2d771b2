import { DISPLAY_NAME_MESSAGES, displayNameFault } from '#common/display-name.ts';
import { ACCOUNT_PASSWORD_MIN_LENGTH } from '#common/limits.ts';
import { isEmailShaped } from '#client/lib/email-shape.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** Which form the login page shows. */
export type AuthMode = 'signin' | 'signup';

/** The login form's fields. */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
}

/** Each invalid field's message; a field that is fine has none. */
export type FieldErrors = Partial<Record<keyof AuthFields, string>>;

/** The fields in the order the form shows them, so the first error is the first field to fix. */
export const FIELD_ORDER: readonly (keyof AuthFields)[] = ['name', 'email', 'password'];

/**
 * Checks every field the way the server will, so obvious mistakes never leave the browser; returns
 * all the problems at once, so each shows beside its field.
 */
export function validateAuthFields(mode: AuthMode, fields: AuthFields): FieldErrors {
  const errors: FieldErrors = {};
  if (mode === 'signup') {
    const nameFault = displayNameFault(fields.name);
    if (fields.name.trim() === '') errors.name = AUTH_MESSAGES.NAME_REQUIRED;
    else if (nameFault !== null) errors.name = DISPLAY_NAME_MESSAGES[nameFault];
  }
  if (!isEmailShaped(fields.email)) errors.email = AUTH_MESSAGES.INVALID_EMAIL;
  if (mode === 'signin' && fields.password === '') errors.password = AUTH_MESSAGES.PASSWORD_REQUIRED;
  if (mode === 'signup' && fields.password.length < ACCOUNT_PASSWORD_MIN_LENGTH) errors.password = AUTH_MESSAGES.WEAK_PASSWORD;
  return errors;
}
