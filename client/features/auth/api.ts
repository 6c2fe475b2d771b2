import { useQuery } from '@tanstack/react-query';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { AUTH_BASE_PATH, getAuthConfig } from '#common/api/auth.ts';
import { call } from '#client/lib/http.ts';
import { track } from '#client/lib/request-tracker.ts';

/**
 * better-auth's email + password endpoints (docs/architecture.md#calls-beyond-the-product-list). These answer the login page only:
 * their failures are shown in the form and never raise the global Error dialog, so they use fetch
 * directly rather than the shared layer (which raises it), with the same app header.
 */

/**
 * What went wrong: the network, or the server's refusal with its code and its own words. A rate
 * limit also says how many seconds to wait, when the server told (null when it did not).
 */
export type AuthFailure =
  | { kind: 'network' }
  | { kind: 'refused'; status: number; code: string; message: string; retryAfterSeconds: number | null };

/** The result of a sign-in, a sign-up or a new confirmation link. */
export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

const APP_HEADERS = { Accept: 'application/json', [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

function readString(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null || !(key in body)) return '';
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** better-auth's rate limit answers 429 with the seconds to wait in this header. */
const RETRY_AFTER_HEADER = 'X-Retry-After';

/** The whole seconds of a retry-after header, or null when it is missing or not a positive number. */
function readRetryAfter(value: string | null): number | null {
  const seconds = Number(value);
  return value !== null && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Reads a refusal: better-auth answers `{code, message}`, the rest of the API `{error, message}`.
 * A body that is not JSON leaves both empty.
 */
export function readRefusal(status: number, body: unknown, retryAfter: string | null = null): AuthFailure {
  return {
    kind: 'refused',
    status,
    code: readString(body, 'code') || readString(body, 'error'),
    message: readString(body, 'message'),
    retryAfterSeconds: readRetryAfter(retryAfter),
  };
}

/** POSTs `body` to a better-auth endpoint with the app header; the profile page's account changes use it too. */
export async function post(path: string, body: Record<string, string | boolean>): Promise<AuthResult> {
  let response: Response;
  try {
    response = await track(
      fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  if (response.ok) return { ok: true };
  const details: unknown = await response.json().catch(() => null);
  return { ok: false, failure: readRefusal(response.status, details, response.headers.get(RETRY_AFTER_HEADER)) };
}

/**
 * `POST {AUTH_BASE_PATH}/sign-in/email`. `callbackPath` is where the fresh confirmation link leads when the
 * account's email is not confirmed yet (the server then sends one).
 */
export const signIn = (email: string, password: string, callbackPath: string): Promise<AuthResult> =>
  post(`${AUTH_BASE_PATH}/sign-in/email`, { email, password, callbackURL: callbackPath });

/**
 * `POST {AUTH_BASE_PATH}/sign-up/email`: creates the account and sends the confirmation link, which signs
 * in and opens `callbackPath`. A taken email answers the same (its owner is told by email).
 */
export const signUp = (name: string, email: string, password: string, callbackPath: string): Promise<AuthResult> =>
  post(`${AUTH_BASE_PATH}/sign-up/email`, { name, email, password, callbackURL: callbackPath });

/** `POST {AUTH_BASE_PATH}/send-verification-email`: a new confirmation link (answers the same for any address). */
export const resendConfirmation = (email: string, callbackPath: string): Promise<AuthResult> =>
  post(`${AUTH_BASE_PATH}/send-verification-email`, { email, callbackURL: callbackPath });

/**
 * `POST {AUTH_BASE_PATH}/request-password-reset`: emails a link to the page that chooses a new password.
 * Answers the same whether or not an account uses the address.
 */
export const requestPasswordReset = (email: string): Promise<AuthResult> => post(`${AUTH_BASE_PATH}/request-password-reset`, { email });

/** `POST {AUTH_BASE_PATH}/reset-password`: sets the account password with the token from the emailed link. */
export const resetPassword = (newPassword: string, token: string): Promise<AuthResult> =>
  post(`${AUTH_BASE_PATH}/reset-password`, { newPassword, token });

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

/** Whether this Arcana emails confirmation links (else they are in the server's log). */
export const useAuthConfig = () => useQuery({ queryKey: ['auth', 'config'], queryFn: () => call(getAuthConfig), staleTime: Infinity });
