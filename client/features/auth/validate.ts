import { ACCOUNT_PASSWORD_MIN_LENGTH } from './api.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** Which form the login page shows. */
export type AuthMode = 'signin' | 'signup';

/** The login form's fields. */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
}

/** A problem found before sending: the message and the field to focus. */
export interface FieldProblem {
  field: keyof AuthFields;
  message: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the fields the way the server will, so obvious mistakes never leave the browser. */
export function validateAuthFields(mode: AuthMode, fields: AuthFields): FieldProblem | null {
  if (mode === 'signup' && fields.name.trim() === '') return { field: 'name', message: AUTH_MESSAGES.NAME_REQUIRED };
  if (!EMAIL_SHAPE.test(fields.email.trim())) return { field: 'email', message: AUTH_MESSAGES.INVALID_EMAIL };
  if (mode === 'signin' && fields.password === '') return { field: 'password', message: AUTH_MESSAGES.PASSWORD_REQUIRED };
  if (mode === 'signup' && fields.password.length < ACCOUNT_PASSWORD_MIN_LENGTH) {
    return { field: 'password', message: AUTH_MESSAGES.WEAK_PASSWORD };
  }
  return null;
}
