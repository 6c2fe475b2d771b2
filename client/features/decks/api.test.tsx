import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { call } from '#client/lib/http.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';
import { mockFetch, pointsRecord, type CannedResponse } from '#client/test/mock-fetch.ts';
import { getDecks, useUnlockDeck } from './api.ts';

const COINS_BEFORE = 500;
const COINS_AFTER = 200;
const DECK_ID = 2;

beforeEach(() => errorFlag.set(false));
afterEach(() => vi.unstubAllGlobals());

describe('getDecks', () => {
  it('returns its fallback and raises the flag on failure', async () => {
    mockFetch({ '/api/decks/get': { status: 500, body: { error: 'INTERNAL', message: 'boom' } } });
    await expect(getDecks()).resolves.toEqual({ decks: [], favorites: [] });
    expect(errorFlag.get()).toBe(true);
  });
});

/** The unlock action beside what the header shows: the cached points record, kept fresh for good. */
function useUnlockBesideHeader() {
  const shown = useQuery({ queryKey: POINTS_QUERY_KEY, queryFn: () => call(getPoints), staleTime: Infinity });
  return { unlock: useUnlockDeck(), coins: shown.data?.coins };
}

describe('useUnlockDeck', () => {
  it('after a deck is unlocked, every place that shows coins gets the coins left at once', async () => {
    const routes: Record<string, CannedResponse> = { '/v1/points/get': { body: pointsRecord(20, 0, COINS_BEFORE) } };
    const fetchMock = mockFetch(routes);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(useUnlockBesideHeader, { wrapper });
    await waitFor(() => expect(result.current.coins).toBe(COINS_BEFORE));

    routes[`/api/decks/unlock/${DECK_ID}`] = { body: { success: true, coins: COINS_AFTER } };
    routes['/v1/points/get'] = { body: pointsRecord(20, 0, COINS_AFTER) };
    const pointsCallsBefore = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/points/get')).length;
    await act(() => result.current.unlock.mutateAsync(DECK_ID));

    expect(result.current.coins).toBe(COINS_AFTER);
    // The server confirms the whole record too (gems may have regenerated meanwhile).
    await waitFor(() => {
      const pointsCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/points/get')).length;
      // At least once: under load a focus or mount refetch may add another, which is harmless.
      expect(pointsCalls).toBeGreaterThan(pointsCallsBefore);
    });
  });
});
