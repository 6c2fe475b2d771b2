import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { regenerate } from '#common/domain/gem-regen.ts';
import { mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import {
  getDecks,
  getIsAdmin,
  getPoints,
  getProfile,
  getReversalCooldown,
  getUnreadCount,
  ZERO_POINTS,
} from './api-client.ts';
import { getActiveReading, getReadingIds, getSharedReadingInfo, hasActiveReading, READING_INFO_ERROR } from './api-client-readings.ts';
import { readCached, setCacheNamespace, writeCached } from './cache.ts';
import { errorFlag } from './error-flag.ts';
import { HttpError, onLocked, onUnauthorized } from './http.ts';
import { trackedRequests } from './request-tracker.ts';

const profile = { md5String: '0123456789abcdef0123456789abcdef', name: 'Ada', email: 'ada@example.com' };
const serverError = { status: 500, body: { error: 'INTERNAL', message: 'boom' } };

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('parses a good answer and sends same-origin credentials', async () => {
    const fetchMock = mockFetch({ '/v1/profile/get': { body: profile } });
    await expect(getProfile()).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith('/v1/profile/get', expect.objectContaining({ credentials: 'same-origin', method: 'GET' }));
    expect(errorFlag.get()).toBe(false);
  });

  it('sends the app header on every call, so the server can tell it from a cross-site request', async () => {
    const fetchMock = mockFetch({ '/v1/profile/get': { body: profile } });
    await getProfile();
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/profile/get',
      expect.objectContaining({ headers: expect.objectContaining({ [APP_REQUEST_HEADER]: APP_REQUEST_VALUE }) }),
    );
  });

  it('throws the SPEC message and raises the error flag on a non-OK answer', async () => {
    mockFetch({ '/v1/profile/get': serverError });
    await expect(getProfile()).rejects.toThrow('HTTP error! status: 500');
    expect(errorFlag.get()).toBe(true);
  });

  it('treats a 401 as "not signed in": no error flag, listeners told', async () => {
    mockFetch({ '/v1/profile/get': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } } });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const failure = await getProfile().catch((error: unknown) => error);
    unsubscribe();
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect((failure as HttpError).message).toBe('HTTP error! status: 401');
    expect(listener).toHaveBeenCalledOnce();
    expect(errorFlag.get()).toBe(false);
  });

  it('treats a 403 locked as "key locked": no error flag, locked listeners told, decrypted copies forgotten', async () => {
    mockFetch({ '/v1/reading/get_active_reading': { status: 403, body: { error: 'locked', message: 'Unlock your readings first.' } } });
    setCacheNamespace('0123456789abcdef0123456789abcdef');
    writeCached('/v1/reading/get_reading_info/r1', { id: 'r1', title: 'The tower by the sea', summary: '' });
    const listener = vi.fn();
    const unsubscribe = onLocked(listener);
    await expect(getActiveReading()).resolves.toBeNull();
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(readCached('/v1/reading/get_reading_info/r1')).toBeUndefined();
    setCacheNamespace(null);
    expect(errorFlag.get()).toBe(false);
  });

  it('swallows a 401 into the fallback without the error flag', async () => {
    mockFetch({ '/v1/reading/has_active_reading': { status: 401 } });
    await expect(hasActiveReading()).resolves.toEqual({ hasActiveReading: false });
    expect(errorFlag.get()).toBe(false);
  });

  it.each([
    ['getDecks', () => getDecks(), '/api/decks/get', { decks: [], favorites: [] }],
    ['getPoints', () => getPoints(), '/v1/points/get', ZERO_POINTS],
    ['getIsAdmin', () => getIsAdmin(), '/v1/profile/is-admin', { isAdmin: false }],
    ['getUnreadCount', () => getUnreadCount(), '/v1/messages/unread/count', { count: 0 }],
    ['getReversalCooldown', () => getReversalCooldown('ayetstudios'), '/webhooks/ayetstudios/reversal-cooldown', { daysToWait: 0 }],
    ['getReadingIds', () => getReadingIds(), '/v1/reading/get_reading_ids', []],
  ] as const)('%s returns its fallback and raises the flag on failure', async (_name, call, path, fallback) => {
    mockFetch({ [path]: serverError });
    await expect(call()).resolves.toEqual(fallback);
    expect(errorFlag.get()).toBe(true);
  });

  it('keeps the zero points fallback at zero when regenerated', () => {
    expect(regenerate(ZERO_POINTS, Date.now()).points).toBe(0);
  });

  it('raises the flag when an answer breaks the contract', async () => {
    mockFetch({ '/v1/points/get': { body: { points: 'many' } } });
    await expect(getPoints()).resolves.toEqual(ZERO_POINTS);
    expect(errorFlag.get()).toBe(true);
  });

  it('raises the flag on a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getUnreadCount()).resolves.toEqual({ count: 0 });
    expect(errorFlag.get()).toBe(true);
  });

  it('shows SPEC’s copy when shared reading info fails to load', async () => {
    mockFetch({});
    const info = await getSharedReadingInfo('s1');
    expect(info.vissibleTitle).toBe(READING_INFO_ERROR.title);
    expect(info.summary).toBe('Failed to load reading details');
  });

  it('counts tracked requests while they are in flight', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(3) } });
    const pending = getPoints();
    expect(trackedRequests.get()).toBe(1);
    await pending;
    expect(trackedRequests.get()).toBe(0);
  });
});
