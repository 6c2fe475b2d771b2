import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_EXPIRY_MS } from '#common/limits.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { type FakeCacheStorage, installFakeCaches } from '#client/test/fake-cache-storage.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';

const USER_A = 'a'.repeat(32);
const USER_B = 'b'.repeat(32);
/** A cached call that holds no reading content: stored unsealed. */
const SETTINGS = '/v1/user-settings/get';
const INFO = '/v1/reading/get_reading_info/r1';
const TITLE = 'The Turning Tide';
const SUMMARY = 'A month of letting go and beginning again.';
/** Two keys as the server hands them out for two unlocks (32 bytes, base64url). */
const KEY_1 = 'A'.repeat(43);
const KEY_2 = 'B'.repeat(43);

let storage: FakeCacheStorage;

/**
 * A fresh copy of the cache and the readings calls, as after a page load: memory empty, storage
 * (the fake Cache Storage installed for the test) kept.
 */
async function load({ user = USER_A as string | null, key = KEY_1 as string | null } = {}) {
  vi.resetModules();
  const cache = await import('./cache.ts');
  const api = await import('#client/features/readings/api.ts');
  cache.setCacheNamespace(user);
  cache.setCacheKey(key);
  return { ...cache, ...api };
}

const storedUrls = () => [...storage.caches.values()].flatMap((cache) => [...cache.entries.keys()]);

beforeEach(() => {
  storage = installFakeCaches();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('response cache', () => {
  it('caches nothing until the profile namespace is known', async () => {
    const { readCached, writeCached } = await load({ user: null });
    await writeCached(SETTINGS, { a: 1 });
    await expect(readCached(SETTINGS)).resolves.toBeUndefined();
    expect(storedUrls()).toEqual([]);
  });

  it('keys entries by the profile md5String, in memory and in storage', async () => {
    const first = await load();
    await first.writeCached(SETTINGS, { a: 1 });
    await expect(first.readCached(SETTINGS)).resolves.toEqual({ a: 1 });
    expect(storedUrls()).toEqual([expect.stringContaining(`/plain/${USER_A}${SETTINGS}`)]);
    first.setCacheNamespace(USER_B);
    await expect(first.readCached(SETTINGS)).resolves.toBeUndefined();
    // After a reload too: storage answers only the profile that wrote it.
    await expect((await load({ user: USER_B })).readCached(SETTINGS)).resolves.toBeUndefined();
    await expect((await load()).readCached(SETTINGS)).resolves.toEqual({ a: 1 });
  });

  it('expires entries after CACHE_EXPIRY_MS, in memory and in storage', async () => {
    const first = await load();
    await first.writeCached(SETTINGS, 1);
    await first.writeCached(INFO, 2);
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS);
    await expect(first.readCached(SETTINGS)).resolves.toBe(1);
    await expect((await load()).readCached(INFO)).resolves.toBe(2);
    vi.setSystemTime(Date.now() + 1);
    await expect(first.readCached(SETTINGS)).resolves.toBeUndefined();
    const reloaded = await load();
    await expect(reloaded.readCached(SETTINGS)).resolves.toBeUndefined();
    await expect(reloaded.readCached(INFO)).resolves.toBeUndefined();
    expect(storedUrls()).toEqual([]);
  });

  it('clears every other version’s cache at start-up, and the localStorage entries of versions 1 and 2', async () => {
    const old = await storage.open('arcana-responses-v2');
    await old.put(new URL(`/__response-cache/plain/${USER_A}${SETTINGS}`, location.origin).href, new Response('1'));
    await storage.open('workbox-precache-v2');
    localStorage.setItem('arcana:cache-version', '1');
    localStorage.setItem(`arcana:cache:${USER_A}:${INFO}`, JSON.stringify({ savedAt: Date.now(), body: { title: TITLE } }));
    localStorage.setItem('theme', 'DARK');
    const { CACHE_VERSION, initCache, readCached } = await load();
    initCache();
    await expect(readCached(SETTINGS)).resolves.toBeUndefined();
    expect([...storage.caches.keys()].toSorted()).toEqual([`arcana-responses-v${CACHE_VERSION}`, 'workbox-precache-v2']);
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });

  it('drops expired entries and retries once when storage is full', async () => {
    const first = await load();
    await first.writeCached(`${SETTINGS}?old`, 'x'.repeat(50));
    storage.quotaBytes = storage.usedBytes() + 20;
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS + 1);
    await first.writeCached(SETTINGS, 'y'.repeat(30));
    expect(storedUrls()).toEqual([expect.stringMatching(/\/v1\/user-settings\/get$/)]);
    await expect((await load()).readCached(SETTINGS)).resolves.toBe('y'.repeat(30));
  });

  it('gives up quietly when storage stays full: the tab still serves the answer from memory', async () => {
    const first = await load();
    storage.quotaBytes = 5;
    await first.writeCached(SETTINGS, 'too big to store');
    expect(storedUrls()).toEqual([]);
    await expect(first.readCached(SETTINGS)).resolves.toBe('too big to store');
  });

  it('serves a cached call from the cache, across a reload, and forgets it after a write', async () => {
    const info = { id: 'r1', title: TITLE, summary: SUMMARY };
    const fetchMock = mockFetch({ [INFO]: { body: info }, '/v1/reading/delete_reading/r1': { body: { success: true } } });
    const first = await load();
    await expect(first.getReadingInfo('r1')).resolves.toEqual(info);
    await expect(first.getReadingInfo('r1')).resolves.toEqual(info);
    await first.cacheSettled();
    await expect((await load()).getReadingInfo('r1')).resolves.toEqual(info);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await first.deleteReading('r1');
    await expect((await load()).readCached(INFO)).resolves.toBeUndefined();
    await first.getReadingInfo('r1');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never serves an entry a removal asked for before the read, awaited or not', async () => {
    const first = await load();
    await first.writeCached(INFO, { title: TITLE });
    const reloaded = await load();
    void reloaded.removeCached(INFO);
    await expect(reloaded.readCached(INFO)).resolves.toBeUndefined();
  });

  it('caches only status 200', async () => {
    const fetchMock = mockFetch({ [INFO]: { status: 500 } });
    const { getReadingInfo, READING_INFO_ERROR } = await load();
    await expect(getReadingInfo('r1')).resolves.toEqual({ id: 'r1', ...READING_INFO_ERROR });
    await getReadingInfo('r1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(storedUrls()).toEqual([]);
  });
});

describe('reading content in storage', () => {
  it('is sealed: no title, summary or card text reaches Cache Storage in the clear', async () => {
    const reading = await buildReading({ id: 'r1', question: 'Will the harbour job come through?', texts: ['The Tower speaks of sudden change.'] });
    const fetchMock = mockFetch({
      '/v1/reading/get_reading/r1': { body: reading },
      [INFO]: { body: { id: 'r1', title: TITLE, summary: SUMMARY } },
    });
    const first = await load();
    await first.getReading('r1', 1);
    await first.getReadingInfo('r1');
    await first.cacheSettled();
    const reloaded = await load();
    await expect(reloaded.getReading('r1', 1)).resolves.toEqual(reading);
    await expect(reloaded.getReadingInfo('r1')).resolves.toMatchObject({ title: TITLE });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const stored = storage.dump();
    expect(stored).toContain('/sealed/');
    for (const text of [TITLE, SUMMARY, 'the harbour job', 'sudden change']) expect(stored).not.toContain(text);
  });

  it('does not open under another unlock’s key, and the unopenable entry goes', async () => {
    await (await load()).writeCached(INFO, { title: TITLE });
    const relocked = await load({ key: KEY_2 });
    await expect(relocked.readCached(INFO)).resolves.toBeUndefined();
    expect(storedUrls()).toEqual([]);
  });

  it('is not stored while no key is known (locked, or before the status arrived)', async () => {
    const locked = await load({ key: null });
    await locked.writeCached(INFO, { title: TITLE });
    await expect(locked.readCached(INFO)).resolves.toEqual({ title: TITLE });
    expect(storedUrls()).toEqual([]);
  });

  it('is deleted when the readings lock or the user starts over; the settings stay', async () => {
    const first = await load();
    await first.writeCached(SETTINGS, { theme: 1 });
    await first.writeCached(INFO, { title: TITLE });
    await first.clearContentCache();
    await expect(first.readCached(INFO)).resolves.toBeUndefined();
    expect(storedUrls()).toEqual([expect.stringContaining('/plain/')]);
    // The key went with them: nothing new is sealed until the next unlock hands one over.
    await first.writeCached(INFO, { title: TITLE });
    expect(storedUrls()).toHaveLength(1);
  });

  it('is all deleted on sign-out, with everything else', async () => {
    const first = await load();
    await first.writeCached(SETTINGS, { theme: 1 });
    await first.writeCached(INFO, { title: TITLE });
    first.setCacheNamespace(null);
    await first.clearCache();
    expect(storedUrls()).toEqual([]);
    await expect((await load()).readCached(SETTINGS)).resolves.toBeUndefined();
  });
});
