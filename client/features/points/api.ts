import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as points from '#common/api/points.ts';
import { POINTS_REFRESH_MS } from '#common/limits.ts';
import { call, orFallback } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';

/** The points record shown when points cannot be loaded; maxPoints 0 keeps regeneration from adding to it. */
export const ZERO_POINTS: points.Points = {
  points: 0,
  millisecondsPerPoint: 1,
  carryOverMilliseconds: 0,
  lastUpdate: 0,
  maxPoints: 0,
  extraPoints: 0,
  coins: 0,
};

/** The server's points record; {@link ZERO_POINTS} when it fails. */
export const getPoints = (): Promise<points.Points> => orFallback(call(points.getPoints), ZERO_POINTS);

/** The points record: re-fetched when the page becomes visible and every POINTS_REFRESH_MS (docs/product.md#gem-regeneration). */
export const pointsQuery = queryOptions({
  queryKey: POINTS_QUERY_KEY,
  queryFn: getPoints,
  refetchOnWindowFocus: 'always',
  refetchInterval: POINTS_REFRESH_MS,
});

/**
 * The server's points record (before local regeneration). Asked again when the window gets focus too: a window beside
 * another is never hidden, so only its focus says the user came back, perhaps from a change made elsewhere (an admin's
 * grant, a sale in another window; docs/product.md#gem-regeneration). Every user of the hook listens, and the fetches
 * fold into one.
 */
export function usePoints() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.refetchQueries({ queryKey: POINTS_QUERY_KEY, type: 'active' }, { cancelRefetch: false });
    window.addEventListener('focus', refetch);
    return () => window.removeEventListener('focus', refetch);
  }, [queryClient]);
  return useQuery(pointsQuery);
}
