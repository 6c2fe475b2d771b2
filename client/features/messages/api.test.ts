import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { getUnreadCount } from './api.ts';

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('getUnreadCount', () => {
  it('returns its fallback and raises the flag on failure', async () => {
    mockFetch({ '/v1/messages/unread/count': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(getUnreadCount()).resolves.toEqual({ count: 0 });
    expect(errorFlag.get()).toBe(true);
  });

  it('offline, rejects without raising the flag, so the badge keeps its last count rather than zero (docs/decisions/0023)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getUnreadCount()).rejects.toThrow('Failed to fetch');
    expect(errorFlag.get()).toBe(false);
  });
});
