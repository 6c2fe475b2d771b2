import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regenerate } from '#common/domain/gem-regen.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { getPoints, ZERO_POINTS } from './api.ts';

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('getPoints', () => {
  it('returns its fallback and raises the flag on failure', async () => {
    mockFetch({ '/v1/points/get': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(getPoints()).resolves.toEqual(ZERO_POINTS);
    expect(errorFlag.get()).toBe(true);
  });

  it('keeps the zero points fallback at zero when regenerated', () => {
    expect(regenerate(ZERO_POINTS, Date.now()).points).toBe(0);
  });

  it('returns the fallback and raises the flag when an answer breaks the contract', async () => {
    mockFetch({ '/v1/points/get': { body: { points: 'many' } } });
    await expect(getPoints()).resolves.toEqual(ZERO_POINTS);
    expect(errorFlag.get()).toBe(true);
  });
});
