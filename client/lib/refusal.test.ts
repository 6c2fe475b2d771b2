import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReading } from '#common/api/readings.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { call, callAuth, HttpError } from './http.ts';
import { OFFLINE_MESSAGE, refusalOf } from './refusal.ts';

afterEach(() => vi.unstubAllGlobals());

/** What `pending` rejected with. */
async function rejectionOf(pending: Promise<unknown>): Promise<unknown> {
  try {
    await pending;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('one refusalOf(error) gives the message, field and Retry-After of any refusal', () => {
  it('gives the server’s sentence, field, code and status of an explained refusal', async () => {
    const message = 'Not enough gems: this reading costs 4 and you have 2.';
    mockFetch({ '/v1/reading/start/reading': { status: 400, body: { error: 'insufficient_gems', message, field: 'cards' } } });
    const error = await rejectionOf(call(startReading, { params: { kind: 'reading' }, body: { general: true, cards: 3, deckId: 0 } }, { quietExplained: true }));
    expect(refusalOf(error)).toEqual({ message, field: 'cards', status: 400, code: 'insufficient_gems' });
  });

  it('gives the wait of a 429 from its Retry-After header, with the server’s sentence', () => {
    const error = new HttpError(429, { error: 'rate_limited', message: 'Too many attempts. Try again in 30 seconds.' }, 30);
    expect(refusalOf(error)).toEqual({ message: 'Too many attempts. Try again in 30 seconds.', retryAfterSeconds: 30, status: 429, code: 'rate_limited' });
  });

  it('words a rate limit that named no reason with its real wait, or a plain one when it gave none', () => {
    expect(refusalOf(new HttpError(429, { error: '', message: 'Too many requests. Please try again later.' }, 7)).message).toBe('Too many attempts. Try again in 7 seconds.');
    expect(refusalOf(new HttpError(429, null, 1)).message).toBe('Too many attempts. Try again in 1 second.');
    expect(refusalOf(new HttpError(429)).message).toBe('Too many attempts. Wait a few seconds and try again.');
  });

  it('says what is known of a refusal the server did not explain, never a generic sentence', () => {
    expect(refusalOf(new HttpError(502))).toEqual({ message: 'Arcana answered with an error it did not explain (HTTP 502).', status: 502, code: '' });
    expect(refusalOf(new HttpError(400, { error: 'ANYTHING', message: '' })).message).toBe('Arcana answered with an error it did not explain (HTTP 400, ANYTHING).');
  });

  it('says Arcana cannot be reached when no answer came, and that the page is out of date for an answer it cannot read', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ message: "Can't reach Arcana. Check your connection and try again.", status: 0, code: 'network' });
    expect(refusalOf(new Error('Invalid input'))).toMatchObject({ status: 0, code: 'unreadable', message: expect.stringMatching(/^Arcana answered in a way this page does not understand/) });
  });

  it('offline, says nothing was sent and to try again once back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ message: OFFLINE_MESSAGE, status: 0, code: 'offline' });
    expect(OFFLINE_MESSAGE).toMatch(/^You’re offline, so nothing was sent\./);
    vi.restoreAllMocks();
  });

  it('reads better-auth’s {code, message} refusals and its X-Retry-After like the rest', async () => {
    mockFetch({ '/api/auth/sign-in/email': { status: 429, body: { code: 'TOO_MANY_FAILED_SIGN_INS', message: 'Too many failed sign-ins for this account.' }, headers: { 'X-Retry-After': '40' } } });
    const error = await rejectionOf(callAuth('/api/auth/sign-in/email', { email: 'a@b.c', password: 'x' }));
    expect(refusalOf(error)).toEqual({ message: 'Too many failed sign-ins for this account.', retryAfterSeconds: 40, status: 429, code: 'TOO_MANY_FAILED_SIGN_INS' });
  });
});
