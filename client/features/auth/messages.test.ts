import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAuth } from '#client/lib/http.ts';
import { refusalOf, type Refusal } from '#client/lib/refusal.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { authFailureField, authFailureMessage } from './messages.ts';

afterEach(() => vi.unstubAllGlobals());

/** The refusal a better-auth call gets when the server answers `status` with `body` (and a retry-after). */
async function refusal(status: number, body: unknown, retryAfter?: string): Promise<Refusal> {
  mockFetch({ '/api/auth/sign-in/email': { status, body, headers: retryAfter === undefined ? {} : { 'X-Retry-After': retryAfter } } });
  return callAuth('/api/auth/sign-in/email', {}).then(() => {
    throw new Error('the call did not fail');
  }, refusalOf);
}

describe('Whatever the auth layer refuses, the form shows the server\'s specific reason, never the generic line', () => {
  it.each([
    [401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 'Wrong email or password.'],
    [400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 'Use at least 8 characters for your password.'],
    [400, { code: 'INVALID_EMAIL', message: 'Invalid email' }, 'Enter a valid email address.'],
    [403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, "Confirm your email first: we've sent you a new link."],
    [429, { message: 'Too many requests. Please try again later.' }, 'Too many attempts. Wait a few seconds and try again.'],
    [403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' }, 'Invalid origin'],
    [
      403,
      { error: 'foreign_request', message: 'This request did not come from the Arcana app, so nothing was changed.' },
      'This request did not come from the Arcana app, so nothing was changed.',
    ],
    [400, { code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED', message: 'Email and password sign up is not enabled' }, 'Email and password sign up is not enabled'],
    [502, null, 'Arcana answered with an error it did not explain (HTTP 502).'],
    [500, { code: 'FAILED_TO_CREATE_USER' }, 'Arcana answered with an error it did not explain (HTTP 500, FAILED_TO_CREATE_USER).'],
  ])('%i %o → %s', async (status, body, message) => {
    expect(authFailureMessage(await refusal(status, body))).toBe(message);
  });

  it('After three wrong sign-ins the form says to wait a minute, but signing in works again after ~10 s: say the real wait', async () => {
    const limited = await refusal(429, { message: 'Too many requests. Please try again later.' }, '7');
    expect(authFailureMessage(limited)).toBe('Too many attempts. Try again in 7 seconds.');
    expect(authFailureMessage(await refusal(429, null, '1'))).toBe('Too many attempts. Try again in 1 second.');
  });

  it("No per-account throttle on failed sign-ins: the account's back-off shows the server's words, naming the wait", async () => {
    const message = 'Too many failed sign-ins for this account. Try again in 40 seconds.';
    expect(authFailureMessage(await refusal(429, { code: 'TOO_MANY_FAILED_SIGN_INS', message }, '40'))).toBe(message);
  });

  it('places a refusal about one field beside that field, and any other on the form', async () => {
    expect(authFailureField(await refusal(400, { code: 'PASSWORD_TOO_SHORT' }))).toBe('password');
    expect(authFailureField(await refusal(400, { code: 'INVALID_EMAIL' }))).toBe('email');
    expect(authFailureField(await refusal(400, { code: 'NAME_TOO_LONG' }))).toBe('name');
    expect(authFailureField(await refusal(400, { code: 'EMAIL_TOO_LONG' }))).toBe('email');
    expect(authFailureField(await refusal(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }))).toBeNull();
    expect(authFailureField(refusalOf(new TypeError('Failed to fetch')))).toBeNull();
  });

  it('speaks of the network only when no answer came', () => {
    expect(authFailureMessage(refusalOf(new TypeError('Failed to fetch')))).toBe("Can't reach Arcana. Check your connection and try again.");
  });

  it('never says "Something went wrong"', async () => {
    for (const status of [400, 403, 409, 422, 500, 503]) {
      expect(authFailureMessage(await refusal(status, { code: 'ANYTHING', message: '' }))).not.toMatch(/Something went wrong/);
    }
  });
});
