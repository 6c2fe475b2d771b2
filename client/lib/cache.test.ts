import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_EXPIRY_MS } from '#common/limits.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';

const USER_A = 'a'.repeat(32);
const USER_B = 'b'.repeat(32);

// Fresh modules per test: the cache remembers its namespace and whether it checked the version.
async function load() {
  vi.resetModules();
  const cache = await import('./cache.ts');
  const api = await import('./api-client.ts');
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
    writeCached('/x', { a: 1 });
    expect(readCached('/x')).toEqual({ a: 1 });
    expect(localStorage.getItem(`arcana:cache:${USER_A}:/x`)).not.toBeNull();
    setCacheNamespace(USER_B);
    expect(readCached('/x')).toBeUndefined();
  });

  it('expires entries after CACHE_EXPIRY_MS', async () => {
    const { readCached, setCacheNamespace, writeCached } = await load();
    setCacheNamespace(USER_A);
    writeCached('/x', 1);
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS);
    expect(readCached('/x')).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(readCached('/x')).toBeUndefined();
    expect(localStorage.getItem(`arcana:cache:${USER_A}:/x`)).toBeNull();
  });

  it('clears everything when the version key differs', async () => {
    localStorage.setItem('arcana:cache-version', 'old');
    localStorage.setItem(`arcana:cache:${USER_A}:/x`, JSON.stringify({ savedAt: Date.now(), body: 1 }));
    localStorage.setItem('theme', 'DARK');
    const { CACHE_VERSION, readCached, setCacheNamespace } = await load();
    setCacheNamespace(USER_A);
    expect(readCached('/x')).toBeUndefined();
    expect(localStorage.getItem('arcana:cache-version')).toBe(CACHE_VERSION);
    expect(localStorage.getItem('theme')).toBe('DARK');
  });

  it('drops expired entries and retries when storage is full', async () => {
    const { readCached, setCacheNamespace, writeCached } = await load();
    setCacheNamespace(USER_A);
    writeCached('/old', 1);
    vi.setSystemTime(Date.now() + CACHE_EXPIRY_MS + 1);
    const realSetItem = localStorage.setItem.bind(localStorage);
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    spy.mockImplementation(realSetItem);
    writeCached('/new', 2);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(localStorage.getItem(`arcana:cache:${USER_A}:/old`)).toBeNull();
    expect(readCached('/new')).toBe(2);
  });

  it('serves a cached call from storage and forgets it after an update', async () => {
    const settings = { settingsByCategory: { DISPLAY: [] } };
    const fetchMock = mockFetch({
      '/v1/user-settings/get': { body: settings },
      '/v1/user-settings/update/1/2': { body: { success: true } },
    });
    const { getUserSettings, setCacheNamespace, updateUserSetting } = await load();
    setCacheNamespace(USER_A);
    await expect(getUserSettings()).resolves.toEqual(settings);
    await expect(getUserSettings()).resolves.toEqual(settings);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await updateUserSetting(1, 2);
    await getUserSettings();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('caches only status 200', async () => {
    const fetchMock = mockFetch({ '/v1/user-settings/get': { status: 500 } });
    const { getUserSettings, setCacheNamespace } = await load();
    setCacheNamespace(USER_A);
    await expect(getUserSettings()).resolves.toBeNull();
    await getUserSettings();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.length).toBe(1);
  });
});
