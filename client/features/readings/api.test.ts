import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { readCached, setCacheNamespace, writeCached } from '#client/lib/cache.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { onLocked } from '#client/lib/http.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import {
  activeReadingQuery,
  getActiveReading,
  getReadingIds,
  getReadingInfo,
  hasActiveReading,
  READING_INFO_ERROR,
  readingQuery,
} from './api.ts';
import { buildReading } from './testing/reading-fixture.ts';

const USER = 'e'.repeat(32);
const READING_PATH = '/v1/reading/get_reading/r1';

/** The get_reading calls that reached the network, as requested (with their query strings). */
const readingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(READING_PATH));

beforeEach(() => errorFlag.set(false));
afterEach(() => {
  setCacheNamespace(null);
  vi.unstubAllGlobals();
});

describe('reading calls', () => {
  it('treats a 403 locked as "key locked": no error flag, locked listeners told, decrypted copies forgotten', async () => {
    mockFetch({ '/v1/reading/get_active_reading': { status: 403, body: { error: 'locked', message: 'Unlock your readings first.' } } });
    setCacheNamespace('0123456789abcdef0123456789abcdef');
    await writeCached('/v1/reading/get_reading_info/r1', { id: 'r1', title: 'The tower by the sea', summary: '' });
    const listener = vi.fn();
    const unsubscribe = onLocked(listener);
    await expect(getActiveReading()).resolves.toBeNull();
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    await expect(readCached('/v1/reading/get_reading_info/r1')).resolves.toBeUndefined();
    setCacheNamespace(null);
    expect(errorFlag.get()).toBe(false);
  });

  it('swallows a 401 into the fallback without the error flag', async () => {
    mockFetch({ '/v1/reading/has_active_reading': { status: 401 } });
    await expect(hasActiveReading()).resolves.toEqual({ hasActiveReading: false });
    expect(errorFlag.get()).toBe(false);
  });

  it('getReadingIds returns its fallback and raises the flag on failure', async () => {
    mockFetch({ '/v1/reading/get_reading_ids': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(getReadingIds()).resolves.toEqual([]);
    expect(errorFlag.get()).toBe(true);
  });

  it('shows the product’s copy when reading info fails to load', async () => {
    mockFetch({});
    const info = await getReadingInfo('s1');
    expect(info.title).toBe(READING_INFO_ERROR.title);
    expect(info.summary).toBe('Failed to load reading details');
  });
});

describe('`get_reading` is never served from the client cache because the client never passes `?v=`', () => {
  it('makes one network call for two loads of the same finished reading with the same version', async () => {
    const fetchMock = mockFetch({ [READING_PATH]: { body: await buildReading({ id: 'r1' }) } });
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(fetchMock)).toEqual([READING_PATH]);
  });

  it('makes a new call, with ?v=, once a higher version of the reading is known', async () => {
    const reading = await buildReading({ id: 'r1' });
    const fetchMock = mockFetch({ [READING_PATH]: { body: reading } });
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    // The active reading says a newer version exists (a clarifier was added).
    const newer: Reading = { ...reading, version: 2 };
    client.setQueryData(activeReadingQuery.queryKey, newer);
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(fetchMock)).toEqual([READING_PATH, `${READING_PATH}?v=2`]);
  });

  it('never serves a reading being written from the cache', async () => {
    const fetchMock = mockFetch({ [READING_PATH]: { body: { ...(await buildReading({ id: 'r1', status: 'GENERATING' })), version: 0 } } });
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(fetchMock)).toEqual([READING_PATH, READING_PATH]);
  });
});
