import type { QueryClient } from '@tanstack/react-query';
import type { Points } from '#common/api/points.ts';

/**
 * The one cache entry that holds the user's gems and coins (`points/get`). The header, the reading
 * form and the deck pages all read it, so an action that changes gems or coins updates this entry
 * and every place agrees at once. It lives here, not in a feature, because several features change it.
 */
export const POINTS_QUERY_KEY = ['points'] as const;

/**
 * Has the server's points record fetched again at once, after an action that spent or refunded
 * gems or coins (starting a reading, a refund, a deck unlock). Resolves once the new record is in.
 */
export function refreshPoints(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY });
}

/** Shows the coins an answer reported at once, then has the server confirm the whole record. */
export function setCoinsThenRefresh(queryClient: QueryClient, coins: number): Promise<void> {
  queryClient.setQueryData<Points>(POINTS_QUERY_KEY, (points) => points && { ...points, coins });
  return refreshPoints(queryClient);
}
