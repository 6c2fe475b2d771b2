import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { call } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';
import { mockFetch, pointsRecord, type CannedResponse } from '#client/test/mock-fetch.ts';
import { useStartReading } from './mutations.ts';

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
    const routes: Record<string, CannedResponse> = { '/v1/points/get': { body: pointsRecord(STARTING_GEMS) } };
    mockFetch(routes);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(useStartBesideHeader, { wrapper });
    await waitFor(() => expect(result.current.gems).toBe(STARTING_GEMS));

    routes['/v1/reading/start/reading'] = { body: { id: 'r1', status: 'QUEUED' } };
    routes['/v1/points/get'] = { body: pointsRecord(STARTING_GEMS - PRICE) };
    await act(() => result.current.start.mutateAsync({ general: true, cards: 1, deckId: 1 }));

    await waitFor(() => expect(result.current.gems).toBe(STARTING_GEMS - PRICE));
  });
});
