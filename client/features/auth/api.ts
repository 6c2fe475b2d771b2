import { track } from '#client/lib/request-tracker.ts';

/**
 * better-auth's email + password endpoints (DESIGN §6). These answer the login page only:
 * their failures are shown in the form and never raise the global Error dialog.
 */

/** The server's minimum password length for accounts (better-auth's minPasswordLength). */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 8;

/** What went wrong, in words the login page shows. */
export type AuthFailure = 'EMAIL_TAKEN' | 'WRONG_CREDENTIALS' | 'WEAK_PASSWORD' | 'INVALID_EMAIL' | 'TOO_MANY_ATTEMPTS' | 'UNKNOWN';

/** The result of a sign-in or sign-up. */
export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

function readCode(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') return body.code;
  return '';
}

/** Maps better-auth's error codes (and statuses, when the code is missing) to a {@link AuthFailure}. */
export function classifyAuthFailure(status: number, code: string): AuthFailure {
  if (code.startsWith('USER_ALREADY_EXISTS') || status === 422) return 'EMAIL_TAKEN';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || status === 401) return 'WRONG_CREDENTIALS';
  if (code === 'PASSWORD_TOO_SHORT') return 'WEAK_PASSWORD';
  if (code === 'INVALID_EMAIL') return 'INVALID_EMAIL';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  return 'UNKNOWN';
}

async function post(path: string, body: Record<string, string>): Promise<AuthResult> {
  try {
    const response = await track(
      fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (response.ok) return { ok: true };
    const details: unknown = await response.json().catch(() => null);
    return { ok: false, failure: classifyAuthFailure(response.status, readCode(details)) };
  } catch {
    return { ok: false, failure: 'UNKNOWN' };
  }
}

/** `POST /api/auth/sign-in/email`. */
export const signIn = (email: string, password: string): Promise<AuthResult> =>
  post('/api/auth/sign-in/email', { email, password });

/** `POST /api/auth/sign-up/email`: creates the account and signs in. */
export const signUp = (name: string, email: string, password: string): Promise<AuthResult> =>
  post('/api/auth/sign-up/email', { name, email, password });

/** Whether this browser has a session (`GET /api/auth/get-session` answers null when it has none). */
export async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'session' in body && body.session !== null;
  } catch {
    return false;
  }
}
