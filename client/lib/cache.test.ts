import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_EXPIRY_MS } from '#common/limits.ts';
import { buildReading } from '#client/features/readings/testing/reading-fixture.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';

const USER_A = 'a'.repeat(32);
const USER_B = 'b'.repeat(32);
/** A cached call that holds no reading content, so it may be kept in localStorage. */
const SETTINGS = '/v1/user-settings/get';

// Fresh modules per test: the cache remembers its namespace and whether it checked the version.
async function load() {
  vi.resetModules();
  const cache = await import('./cache.ts');
  const api = await import('#client/features/readings/api.ts');
  return { ...cache, ...api };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('response cache', () => {
  it('caches nothing until the profile namespace is known', async () => {
    const { readCached, writeCached } = await load();
    writeCached('/x', { a: 1 });
    expect(readCached('/x')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('keys entries by the profile md5String', async () => {
    const { readCached, setCacheNamespace, writeCached } = await load();
    setCacheNamespace(USER_A);
    writeCached(SETTINGS, { a: 1 });
    expect(readCached(SETTINGS)).toEqual({ a: 1 });
    expect(localStorage.getItem(`arcana:cache:${USER_A}:${SETTINGS}`)).not.toBeNull();
    setCacheNamespace(USER_B);
    expect(readCached(SETTINGS)).toBeUndefined();
  });

  it('expires entries after CACHE_EXPIRY_MS', async () => {
    const { readCached, setCacheNamespace, writeCached } = await load();
    setCacheNamespace(USER_A);
    writeCached(SETTINGS, 1);
    writeCached('/x', 2);
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS);
    expect(readCached(SETTINGS)).toBe(1);
    expect(readCached('/x')).toBe(2);
    vi.setSystemTime(Date.now() + 1);
    expect(readCached(SETTINGS)).toBeUndefined();
    expect(readCached('/x')).toBeUndefined();
    expect(localStorage.getItem(`arcana:cache:${USER_A}:${SETTINGS}`)).toBeNull();
  });

  it('clears everything when the version key differs', async () => {
    localStorage.setItem('arcana:cache-version', 'old');
    localStorage.setItem(`arcana:cache:${USER_A}:${SETTINGS}`, JSON.stringify({ savedAt: Date.now(), body: 1 }));
    localStorage.setItem('theme', 'DARK');
    const { CACHE_VERSION, readCached, setCacheNamespace } = await load();
    setCacheNamespace(USER_A);
    expect(readCached(SETTINGS)).toBeUndefined();
    expect(localStorage.getItem('arcana:cache-version')).toBe(CACHE_VERSION);
    expect(localStorage.getItem('theme')).toBe('DARK');
  });

  it('drops expired entries and retries when storage is full', async () => {
    const { readCached, setCacheNamespace, writeCached } = await load();
    setCacheNamespace(USER_A);
    writeCached(`${SETTINGS}?old`, 1);
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS + 1);
    const realSetItem = localStorage.setItem.bind(localStorage);
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    spy.mockImplementation(realSetItem);
    writeCached(SETTINGS, 2);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(localStorage.getItem(`arcana:cache:${USER_A}:${SETTINGS}?old`)).toBeNull();
    expect(readCached(SETTINGS)).toBe(2);
  });

  it('serves a cached call from the cache and forgets it after a write', async () => {
    const info = { id: 'r1', title: 'A Long Road', summary: 'Patience.' };
    const fetchMock = mockFetch({
      '/v1/reading/get_reading_info/r1': { body: info },
      '/v1/reading/delete_reading/r1': { body: { success: true } },
    });
    const { deleteReading, getReadingInfo, setCacheNamespace } = await load();
    setCacheNamespace(USER_A);
    await expect(getReadingInfo('r1')).resolves.toEqual(info);
    await expect(getReadingInfo('r1')).resolves.toEqual(info);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await deleteReading('r1');
    await getReadingInfo('r1');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('caches only status 200', async () => {
    const fetchMock = mockFetch({ '/v1/reading/get_reading_info/r1': { status: 500 } });
    const { getReadingInfo, READING_INFO_ERROR, setCacheNamespace } = await load();
    setCacheNamespace(USER_A);
    await expect(getReadingInfo('r1')).resolves.toEqual({ id: 'r1', ...READING_INFO_ERROR });
    await getReadingInfo('r1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.length).toBe(0);
  });
});

describe('Decrypted reading titles and summaries are kept in localStorage for 30 days and survive sign-out', () => {
  const TITLE = 'The Turning Tide';
  const SUMMARY = 'A month of letting go and beginning again.';

  it('keeps a cached get_reading and get_reading_info in memory only: localStorage holds no title or summary', async () => {
    const reading = await buildReading({ id: 'r1' });
    const fetchMock = mockFetch({
      '/v1/reading/get_reading/r1': { body: reading },
      '/v1/reading/get_reading_info/r1': { body: { id: 'r1', title: TITLE, summary: SUMMARY } },
    });
    vi.resetModules();
    const { setCacheNamespace } = await import('./cache.ts');
    const { getReading, getReadingInfo } = await import('#client/features/readings/api.ts');
    setCacheNamespace(USER_A);
    await getReading('r1', 1);
    await getReading('r1', 1);
    await getReadingInfo('r1');
    await getReadingInfo('r1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const stored = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`).join('\n');
    expect(stored).not.toContain(TITLE);
    expect(stored).not.toContain(SUMMARY);
    expect(stored).not.toContain('get_reading');
  });

  it('purges at start the reading entries an older version left in localStorage', async () => {
    localStorage.setItem('arcana:cache-version', '1');
    const oldEntry = JSON.stringify({ savedAt: Date.now(), body: { id: 'r1', title: TITLE, summary: SUMMARY } });
    localStorage.setItem(`arcana:cache:${USER_A}:/v1/reading/get_reading_info/r1`, oldEntry);
    localStorage.setItem(`arcana:cache:${USER_A}:/v1/reading/get_reading/r1?v=1`, oldEntry);
    const { CACHE_VERSION, initCache } = await load();
    // No one has signed in yet: start-up alone clears them.
    initCache();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('arcana:cache:'))).toEqual([]);
    expect(localStorage.getItem('arcana:cache-version')).toBe(CACHE_VERSION);
  });
});
