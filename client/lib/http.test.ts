import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { getPoints } from '#common/api/points.ts';
import { getProfile } from '#common/api/profile.ts';
import { getReading, setActiveReading, startReading } from '#common/api/readings.ts';
import { mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { errorExplanation, errorFlag } from './error-flag.ts';
import { call, HttpError, NetworkError, onUnauthorized, orFallback } from './http.ts';
import { trackedRequests } from './request-tracker.ts';
import { testProfile } from '#client/test/profile-fixture.ts';

const profile = testProfile('0123456789abcdef0123456789abcdef');
const serverError = { status: 500, body: { error: 'INTERNAL', message: 'boom' } };

/** The url and init of the fetch mock's first call. */
function firstCall(fetchMock: ReturnType<typeof mockFetch>): [string, RequestInit] {
  return fetchMock.mock.calls[0] as unknown as [string, RequestInit];
}

beforeEach(() => {
  errorFlag.set(false);
  errorExplanation.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('parses a good answer and sends same-origin credentials', async () => {
    const fetchMock = mockFetch({ '/v1/profile/get': { body: profile } });
    await expect(call(getProfile)).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith('/v1/profile/get', expect.objectContaining({ credentials: 'same-origin', method: 'GET' }));
    expect(errorFlag.get()).toBe(false);
  });

  it('sends the app header on every call, so the server can tell it from a cross-site request', async () => {
    const fetchMock = mockFetch({ '/v1/profile/get': { body: profile } });
    await call(getProfile);
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/profile/get',
      expect.objectContaining({ headers: expect.objectContaining({ [APP_REQUEST_HEADER]: APP_REQUEST_VALUE }) }),
    );
  });

  it('throws the product’s message and raises the error flag on a non-OK answer', async () => {
    mockFetch({ '/v1/profile/get': serverError });
    await expect(call(getProfile)).rejects.toThrow('HTTP error! status: 500');
    expect(errorFlag.get()).toBe(true);
  });

  it.each([
    ['unavailable', 'Arcana cannot reach its database right now. Please try again in a few seconds.'],
    ['storage_full', 'Arcana’s storage is full, so nothing new can be saved right now.'],
  ])('passes the server’s own explanation of a 503 %s to the Error dialog', async (code, message) => {
    mockFetch({ '/v1/profile/get': { status: 503, body: { error: code, message, retryAfterSeconds: 5 } } });
    await expect(call(getProfile)).rejects.toBeInstanceOf(HttpError);
    expect(errorFlag.get()).toBe(true);
    expect(errorExplanation.get()).toBe(message);
  });

  it('gives the Error dialog no explanation for other failures, whatever their message', async () => {
    mockFetch({ '/v1/profile/get': { status: 503, body: { error: 'busy', message: 'Too many unlocks at once.', retryAfterSeconds: 5 } } });
    await expect(call(getProfile)).rejects.toBeInstanceOf(HttpError);
    expect(errorFlag.get()).toBe(true);
    expect(errorExplanation.get()).toBeNull();
  });

  it('treats a 401 as "not signed in": no error flag, listeners told', async () => {
    mockFetch({ '/v1/profile/get': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Sign in' } } });
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const failure = await call(getProfile).catch((error: unknown) => error);
    unsubscribe();
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect((failure as HttpError).message).toBe('HTTP error! status: 401');
    expect(listener).toHaveBeenCalledOnce();
    expect(errorFlag.get()).toBe(false);
  });

  it('raises the flag when an answer breaks the contract', async () => {
    mockFetch({ '/v1/points/get': { body: { points: 'many' } } });
    await expect(call(getPoints)).rejects.toThrow();
    expect(errorFlag.get()).toBe(true);
  });

  it('leaves the flag alone when no answer came (offline): it rejects with a NetworkError that keeps the browser’s words', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const pending = call(getPoints);
    await expect(pending).rejects.toBeInstanceOf(NetworkError);
    await expect(pending).rejects.toThrow('Failed to fetch');
    expect(errorFlag.get()).toBe(false);
  });

  it('falls back for a failure the server answered, but lets a call with no answer reject, so offline never passes for an empty answer', async () => {
    mockFetch({ [getPoints.path]: serverError });
    await expect(orFallback<unknown>(call(getPoints), 'fallback')).resolves.toBe('fallback');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(orFallback<unknown>(call(getPoints), 'fallback')).rejects.toBeInstanceOf(NetworkError);
  });

  it('counts tracked requests while they are in flight', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(3) } });
    const pending = call(getPoints);
    expect(trackedRequests.get()).toBe(1);
    await pending;
    expect(trackedRequests.get()).toBe(0);
  });
});

describe('call', () => {
  it('fills the declared path with the params, encoded, and appends the query', async () => {
    const fetchMock = mockFetch({});
    await call(getReading, { params: { id: 'a/b' }, query: { v: 2 } }).catch(() => null);
    expect(firstCall(fetchMock)[0]).toBe('/v1/reading/get_reading/a%2Fb?v=2');
  });

  it('uses the declared method and sends the body as JSON', async () => {
    const fetchMock = mockFetch({ '/v1/reading/start/reading': { body: { id: 'r1', status: 'QUEUED' } } });
    await expect(call(startReading, { params: { kind: 'reading' }, body: { general: true, cards: 1, deckId: 1 } })).resolves.toEqual({
      id: 'r1',
      status: 'QUEUED',
    });
    const [, init] = firstCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ general: true, cards: 1, deckId: 1 });
  });

  it('sends no body, and no content type, for a call that takes none', async () => {
    const fetchMock = mockFetch({ '/v1/reading/set_active/r1': { body: { success: true } } });
    await call(setActiveReading, { params: { id: 'r1' } });
    const [, init] = firstCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});
