import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { getReadingInfo } from '#common/api/readings.ts';
import { getUserSettings } from '#common/api/user-settings.ts';
import { type FakeCacheStorage, installFakeCaches } from '#client/test/fake-cache-storage.ts';
import { readBrowserCache } from './browser-cache.ts';

const USER = 'a'.repeat(32);
/** A cached call without reading content, stored plain, and one with it, stored sealed. */
const SETTINGS = endpointUrl(getUserSettings);
const INFO = endpointUrl(getReadingInfo, { id: 'r1' });
const KEY = 'A'.repeat(43);
const START = new Date('2030-01-01T00:00:00Z').getTime();

let storage: FakeCacheStorage;

/** The response cache as a page load finds it, for USER with an unlocked key. */
async function loadCache() {
  vi.resetModules();
  const cache = await import('#client/lib/cache.ts');
  cache.setCacheNamespace(USER);
  cache.setCacheKey(KEY);
  return cache;
}

const storedBytes = () => [...storage.caches.values()].flatMap((cache) => [...cache.entries.values()]).reduce((sum, entry) => sum + entry.body.byteLength, 0);

beforeEach(() => {
  storage = installFakeCaches();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readBrowserCache', () => {
  it('counts the sealed and plain entries, the oldest one’s time and the bytes stored', async () => {
    const cache = await loadCache();
    await cache.writeCached(SETTINGS, { theme: 'dark' });
    vi.setSystemTime(START + 60_000);
    await cache.writeCached(INFO, { title: 'The Turning Tide' });
    await cache.cacheSettled();

    const summary = await readBrowserCache();
    expect(summary).toEqual({ cacheNames: ['arcana-responses-v3'], entries: 2, sealed: 1, plain: 1, oldestSavedAt: START, totalBytes: storedBytes() });
    expect(summary?.totalBytes).toBeGreaterThan(0);
  });

  it('counts a cache an older version left behind, and no other cache', async () => {
    const leftover = await caches.open('arcana-responses-v2');
    await leftover.put(new URL('/__response-cache/plain/old', location.origin).href, new Response('1234', { headers: { 'x-arcana-saved-at': String(START - 1000) } }));
    const unrelated = await caches.open('workbox-precache-v2');
    await unrelated.put(new URL('/index.html', location.origin).href, new Response('<html>'));

    expect(await readBrowserCache()).toEqual({ cacheNames: ['arcana-responses-v2'], entries: 1, sealed: 0, plain: 1, oldestSavedAt: START - 1000, totalBytes: 4 });
  });

  it('finds nothing in an empty Cache Storage', async () => {
    expect(await readBrowserCache()).toEqual({ cacheNames: [], entries: 0, sealed: 0, plain: 0, oldestSavedAt: null, totalBytes: 0 });
  });

  it('answers null where the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await readBrowserCache()).toBeNull();
  });
});
