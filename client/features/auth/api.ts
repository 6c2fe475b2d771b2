import { useQuery } from '@tanstack/react-query';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { AUTH_BASE_PATH, getAuthConfig } from '#common/api/auth.ts';
import { call, callAuth } from '#client/lib/http.ts';

/*
 * better-auth's email + password endpoints (docs/architecture.md#calls-beyond-the-product-list). They answer the login
 * page only: each resolves once done and rejects as callAuth does, and the form shows the failure through refusalOf
 * and authFailureMessage, never the global Error dialog.
 */

const APP_HEADERS = { Accept: 'application/json', [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

/**
 * `POST {AUTH_BASE_PATH}/sign-in/email`. `callbackPath` is where the fresh confirmation link leads when the
 * account's email is not confirmed yet (the server then sends one).
 */
export const signIn = (email: string, password: string, callbackPath: string): Promise<void> =>
  callAuth(`${AUTH_BASE_PATH}/sign-in/email`, { email, password, callbackURL: callbackPath });

/**
 * `POST {AUTH_BASE_PATH}/sign-up/email`: creates the account and sends the confirmation link, which signs
 * in and opens `callbackPath`. A taken email answers the same (its owner is told by email).
 */
export const signUp = (name: string, email: string, password: string, callbackPath: string): Promise<void> =>
  callAuth(`${AUTH_BASE_PATH}/sign-up/email`, { name, email, password, callbackURL: callbackPath });

/** `POST {AUTH_BASE_PATH}/send-verification-email`: a new confirmation link (answers the same for any address). */
export const resendConfirmation = (email: string, callbackPath: string): Promise<void> =>
  callAuth(`${AUTH_BASE_PATH}/send-verification-email`, { email, callbackURL: callbackPath });

/**
 * `POST {AUTH_BASE_PATH}/request-password-reset`: emails a link to the page that chooses a new password.
 * Answers the same whether or not an account uses the address.
 */
export const requestPasswordReset = (email: string): Promise<void> => callAuth(`${AUTH_BASE_PATH}/request-password-reset`, { email });

/** `POST {AUTH_BASE_PATH}/reset-password`: sets the account password with the token from the emailed link. */
export const resetPassword = (newPassword: string, token: string): Promise<void> =>
  callAuth(`${AUTH_BASE_PATH}/reset-password`, { newPassword, token });

/** Whether this browser has a session (`GET {AUTH_BASE_PATH}/get-session` answers null when it has none). */
export async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch(`${AUTH_BASE_PATH}/get-session`, { credentials: 'same-origin', headers: APP_HEADERS });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'session' in body && body.session !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this Arcana sends email: confirmation links (else they are in the server's log) and check-in reminders. A
 * refusal raises no Error dialog: every page that asks has a way on without it (no email offered).
 */
export const useAuthConfig = () => useQuery({ queryKey: ['auth', 'config'], queryFn: () => call(getAuthConfig, undefined, { quietExplained: true }), staleTime: Infinity });
