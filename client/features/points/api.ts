import { queryOptions, useQuery } from '@tanstack/react-query';
import { POINTS_REFRESH_MS } from '#common/limits.ts';
import { getPoints } from '#client/lib/api-client.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';

/** The points record: re-fetched when the page becomes visible and every POINTS_REFRESH_MS (SPEC §4). */
export const pointsQuery = queryOptions({
  queryKey: POINTS_QUERY_KEY,
  queryFn: getPoints,
  refetchOnWindowFocus: 'always',
  refetchInterval: POINTS_REFRESH_MS,
});

/** The server's points record (before local regeneration). */
export const usePoints = () => useQuery(pointsQuery);
