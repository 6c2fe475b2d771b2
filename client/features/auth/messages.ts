import { ACCOUNT_PASSWORD_MIN_LENGTH, type AuthFailure } from './api.ts';

/** What the login page says for each failure. */
export const AUTH_MESSAGES: Record<AuthFailure | 'NAME_REQUIRED' | 'PASSWORD_REQUIRED', string> = {
  EMAIL_TAKEN: 'An account with this email already exists. Sign in instead?',
  WRONG_CREDENTIALS: 'Wrong email or password.',
  WEAK_PASSWORD: `Use at least ${ACCOUNT_PASSWORD_MIN_LENGTH} characters for your password.`,
  INVALID_EMAIL: 'Enter a valid email address.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a minute and try again.',
  UNKNOWN: 'Something went wrong. Please try again.',
  NAME_REQUIRED: 'Enter your name.',
  PASSWORD_REQUIRED: 'Enter your password.',
};
