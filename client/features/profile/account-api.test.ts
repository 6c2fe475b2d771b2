import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { deleteAccount, subscribeEmail, unlinkProvider } from './account-api.ts';

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('the profile’s explained calls', () => {
  it('hand back the server’s message and field for a refusal, without the Error dialog', async () => {
    mockFetch({
      '/v1/profile/unlink/credential': { status: 409, body: { error: 'CONFLICT', message: 'Keep one way in.' } },
      '/v1/profile/delete': { status: 400, body: { error: 'BAD_REQUEST', message: 'Wrong password.', field: 'password' } },
    });
    await expect(unlinkProvider('credential')).resolves.toEqual({ ok: false, message: 'Keep one way in.', field: null });
    await expect(deleteAccount({ confirmation: 'DELETE', password: 'x' })).resolves.toEqual({ ok: false, message: 'Wrong password.', field: 'password' });
    expect(errorFlag.get()).toBe(false);
  });

  it('fall back to their own words, with the Error dialog, when the server fails unexplained', async () => {
    mockFetch({ '/v1/api/email/subscribe/a%40b.co': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(subscribeEmail('a@b.co')).resolves.toEqual({ ok: false, message: 'The subscription could not be saved.', field: null });
    expect(errorFlag.get()).toBe(true);
  });

  it('answer ok when the server agrees', async () => {
    mockFetch({ '/v1/api/email/subscribe/a%40b.co': { body: { success: true, email: 'a@b.co' } } });
    await expect(subscribeEmail('a@b.co')).resolves.toEqual({ ok: true });
  });
});
