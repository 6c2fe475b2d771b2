import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import {
  CREATE_KEY_FAILED,
  createEncryptionKey,
  getFormToken,
  getHoneypotFields,
  startOver,
  unlockEncryption,
} from './api.ts';

const fields = {
  password: 'secret-pass',
  hint: '',
  privacyPolicyConsent: true as const,
  sessionId: 'session-1234',
  formToken: 'token-1234',
  jsChallenge: '21',
  clickPositions: [{ x: 1, y: 2 }],
};
const status = { hasKey: true, unlocked: true, hint: 'moon', cacheKey: null };

/** The JSON body of the fetch mock's first call. */
function sentBody(fetchMock: ReturnType<typeof mockFetch>): unknown {
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body));
}

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('encryption api client', () => {
  it('sends the honeypots empty beside the named fields', async () => {
    const fetchMock = mockFetch({ '/v1/encryption/create': { body: { success: true } } });
    await expect(createEncryptionKey(fields, { website_x: '' })).resolves.toEqual({ success: true });
    expect(sentBody(fetchMock)).toEqual({ ...fields, website_x: '' });
  });

  it('passes the server message of a 4xx through, without the Error dialog', async () => {
    mockFetch({ '/v1/encryption/create': { status: 409, body: { error: 'CONFLICT', message: 'You already have a key.' } } });
    await expect(createEncryptionKey(fields)).resolves.toEqual({ success: false, message: 'You already have a key.' });
    expect(errorFlag.get()).toBe(false);
  });

  it('falls back to the product’s message, and raises the flag on a 5xx', async () => {
    mockFetch({ '/v1/encryption/create': { status: 502, body: 'bad gateway' } });
    await expect(createEncryptionKey(fields)).resolves.toEqual({ success: false, message: CREATE_KEY_FAILED });
    expect(CREATE_KEY_FAILED).toBe('Failed to create encryption key');
    expect(errorFlag.get()).toBe(true);
  });

  it('shows the server’s busy message and wait when Argon2 work is saturated (503), without the Error dialog', async () => {
    const message = 'Arcana is busy protecting other passwords right now. Try again in a few seconds.';
    mockFetch({ '/v1/encryption/create': { status: 503, body: { error: 'busy', message, retryAfterSeconds: 5 }, headers: { 'Retry-After': '5' } } });
    await expect(createEncryptionKey(fields)).resolves.toEqual({ success: false, message });
    mockFetch({ '/v1/encryption/unlock': { status: 503, body: { error: 'busy', message, retryAfterSeconds: 5 }, headers: { 'Retry-After': '5' } } });
    await expect(unlockEncryption('a password')).resolves.toEqual({ ok: false, message, retryAfterSeconds: 5 });
    expect(errorFlag.get()).toBe(false);
  });

  it('reads a rate limit’s wait from Retry-After', async () => {
    const message = 'Too many attempts. Try again in 30 seconds.';
    mockFetch({
      '/v1/encryption/unlock': { status: 429, body: { error: 'rate_limited', message }, headers: { 'Retry-After': '30' } },
    });
    await expect(unlockEncryption('nope')).resolves.toEqual({ ok: false, message, retryAfterSeconds: 30 });
    expect(errorFlag.get()).toBe(false);
  });

  it('reads a rate limit’s wait from the body when there is no header', async () => {
    mockFetch({
      '/v1/encryption/unlock': { status: 429, body: { error: 'rate_limited', message: 'Wait.', retryAfterSeconds: 8 } },
    });
    await expect(unlockEncryption('nope')).resolves.toEqual({ ok: false, message: 'Wait.', retryAfterSeconds: 8 });
  });

  it('answers the new status after unlocking', async () => {
    const fetchMock = mockFetch({ '/v1/encryption/unlock': { body: status } });
    await expect(unlockEncryption('right')).resolves.toEqual({ ok: true, status });
    expect(sentBody(fetchMock)).toEqual({ password: 'right' });
  });

  it('sends the typed confirmation and the account password to start over, and shows a refusal without the Error dialog', async () => {
    const fetchMock = mockFetch({
      '/v1/encryption/start-over': { status: 400, body: { error: 'bad_request', message: 'Type DELETE MY READINGS to confirm', field: 'confirmation' } },
    });
    await expect(startOver('delete', 'the account password')).resolves.toMatchObject({ ok: false, message: 'Type DELETE MY READINGS to confirm', field: 'confirmation' });
    expect(sentBody(fetchMock)).toEqual({ confirmation: 'delete', password: 'the account password' });
    expect(errorFlag.get()).toBe(false);
  });

  it('returns null for a form token or honeypot names it could not get', async () => {
    mockFetch({ '/api/security/form-token': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } } });
    await expect(getFormToken('session-1234')).resolves.toBeNull();
    await expect(getHoneypotFields('session-1234')).resolves.toBeNull();
  });
});
