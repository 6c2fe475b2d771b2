import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { getIsAdmin } from './api.ts';

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('getIsAdmin', () => {
  it('returns its fallback and raises the flag on failure', async () => {
    mockFetch({ '/v1/profile/is-admin': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(getIsAdmin()).resolves.toEqual({ isAdmin: false });
    expect(errorFlag.get()).toBe(true);
  });
});
