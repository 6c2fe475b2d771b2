import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { setCacheNamespace } from '#client/lib/cache.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { activeReadingQuery, readingQuery } from './api.ts';
import { buildReading } from './testing/reading-fixture.ts';

const USER = 'e'.repeat(32);
const READING_PATH = '/v1/reading/get_reading/r1';

/** The get_reading calls that reached the network, as requested (with their query strings). */
const readingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(READING_PATH));

afterEach(() => {
  setCacheNamespace(null);
  vi.unstubAllGlobals();
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
