import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { startReading } from '#common/api/readings.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { call } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';
import { mockApi } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { activeReadingQuery, hasActiveReadingQuery, readingQuery } from './api.ts';
import { useStartClarifier, useStartReading } from './mutations.ts';

const STARTING_GEMS = 36;
const PRICE = 5;

afterEach(() => vi.unstubAllGlobals());

/** The start action beside what the header shows: the cached points record, kept fresh for good. */
function useStartBesideHeader() {
  const shown = useQuery({ queryKey: POINTS_QUERY_KEY, queryFn: () => call(getPoints), staleTime: Infinity });
  return { start: useStartReading(), gems: shown.data?.points };
}

describe('useStartReading', () => {
  it('after a reading is charged, the header shows the new gem count without a reload', async () => {
    let gems = STARTING_GEMS;
    mockApi([
      [getPoints, () => pointsRecord(gems)],
      [startReading, { id: 'r1', status: 'QUEUED' }],
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(useStartBesideHeader, { wrapper });
    await waitFor(() => expect(result.current.gems).toBe(STARTING_GEMS));

    gems = STARTING_GEMS - PRICE;
    await act(() => result.current.start.mutateAsync({ general: true, cards: 1, deckId: 1 }));

    await waitFor(() => expect(result.current.gems).toBe(STARTING_GEMS - PRICE));
  });
});

/** A client whose queries already hold what a start would change, so any change shows. */
function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(hasActiveReadingQuery.queryKey, false);
  client.setQueryData(activeReadingQuery.queryKey, null);
  client.setQueryData(readingQuery('r1').queryKey, null);
  client.setQueryData(POINTS_QUERY_KEY, pointsRecord(STARTING_GEMS));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('a start the crisis screen stopped', () => {
  const safety = safeAnswer({ concern: 'self', language: 'en' });

  it.each([
    ['reading', () => useStartReading()],
    ['bonus reading', () => useStartReading('special')],
    ['clarifier', () => useStartClarifier()],
  ])('answers the safe answer for a %s, and changes nothing a start would', async (_kind, useStart) => {
    const api = mockApi([[startReading, { status: 'SAFETY', safety }]]);
    const { client, wrapper } = seeded();
    const { result } = renderHook(useStart, { wrapper });

    const answer = await act(() => result.current.mutateAsync({ id: 'r1', general: false, question: 'I want to end my life', cards: 1, deckId: 1 }));

    expect(answer).toEqual({ status: 'SAFETY', safety });
    expect(client.getQueryData(hasActiveReadingQuery.queryKey)).toBe(false);
    for (const { queryKey } of [hasActiveReadingQuery, activeReadingQuery, readingQuery('r1'), { queryKey: POINTS_QUERY_KEY }]) {
      expect(client.getQueryState(queryKey)?.isInvalidated).toBe(false);
    }
    // Only the start itself was called: no reading, active flag or points were fetched again.
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });
});
