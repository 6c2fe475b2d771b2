import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import * as readings from '#common/api/readings.ts';
import { readCached, setCacheNamespace, writeCached } from '#client/lib/cache.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { onLocked } from '#client/lib/http.ts';
import { type ApiMock, mockApi, refusal } from '#client/test/mock-api.ts';
import {
  activeReadingQuery,
  getActiveReading,
  getReadingIds,
  getReadingInfo,
  hasActiveReading,
  READING_INFO_ERROR,
  readingQuery,
} from './api.ts';
import { buildReading } from '#client/test/reading-fixture.ts';

const USER = 'e'.repeat(32);
const READING_PATH = endpointUrl(readings.getReading, { id: 'r1' });
const INFO_PATH = endpointUrl(readings.getReadingInfo, { id: 'r1' });

/** The get_reading calls that reached the network, as requested (with their query strings). */
const readingCalls = (api: ApiMock) =>
  api.fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(READING_PATH));

beforeEach(() => errorFlag.set(false));
afterEach(() => {
  setCacheNamespace(null);
  vi.unstubAllGlobals();
});

describe('reading calls', () => {
  it('treats a 403 locked as "key locked": no error flag, locked listeners told, decrypted copies forgotten', async () => {
    mockApi([[readings.getActiveReading, refusal(403, { error: 'locked', message: 'Unlock your readings first.' })]]);
    setCacheNamespace('0123456789abcdef0123456789abcdef');
    await writeCached(INFO_PATH, { id: 'r1', title: 'The tower by the sea', summary: '' });
    const listener = vi.fn();
    const unsubscribe = onLocked(listener);
    await expect(getActiveReading()).resolves.toBeNull();
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    await expect(readCached(INFO_PATH)).resolves.toBeUndefined();
    setCacheNamespace(null);
    expect(errorFlag.get()).toBe(false);
  });

  it('swallows a 401 into the fallback without the error flag', async () => {
    mockApi([[readings.hasActiveReading, refusal(401, { error: 'unauthorized', message: 'Sign in first.' })]]);
    await expect(hasActiveReading()).resolves.toEqual({ hasActiveReading: false });
    expect(errorFlag.get()).toBe(false);
  });

  it('getReadingIds returns its fallback and raises the flag on failure', async () => {
    mockApi([[readings.getReadingIds, refusal(500, { error: 'INTERNAL', message: 'boom' })]]);
    await expect(getReadingIds()).resolves.toEqual([]);
    expect(errorFlag.get()).toBe(true);
  });

  it('shows the product’s copy when reading info fails to load', async () => {
    mockApi([]);
    const info = await getReadingInfo('s1');
    expect(info.title).toBe(READING_INFO_ERROR.title);
    expect(info.summary).toBe('Failed to load reading details');
  });
});

describe('`get_reading` is never served from the client cache because the client never passes `?v=`', () => {
  it('makes one network call for two loads of the same finished reading with the same version', async () => {
    const api = mockApi([[readings.getReading, await buildReading({ id: 'r1' })]]);
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(api)).toEqual([READING_PATH]);
  });

  it('makes a new call, with ?v=, once a higher version of the reading is known', async () => {
    const reading = await buildReading({ id: 'r1' });
    const api = mockApi([[readings.getReading, reading]]);
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    // The active reading says a newer version exists (a clarifier was added).
    const newer: readings.Reading = { ...reading, version: 2 };
    client.setQueryData(activeReadingQuery.queryKey, newer);
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(api)).toEqual([READING_PATH, `${READING_PATH}?v=2`]);
  });

  it('never serves a reading being written from the cache', async () => {
    const api = mockApi([[readings.getReading, { ...(await buildReading({ id: 'r1', status: 'GENERATING' })), version: 0 }]]);
    setCacheNamespace(USER);
    const client = new QueryClient();
    await client.fetchQuery(readingQuery('r1'));
    await client.fetchQuery(readingQuery('r1'));
    expect(readingCalls(api)).toEqual([READING_PATH, READING_PATH]);
  });
});
