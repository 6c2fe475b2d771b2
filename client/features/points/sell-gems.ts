import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as points from '#common/api/points.ts';
import { call } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';
import { refusalOf } from '#client/lib/refusal.ts';
import { pointsQuery } from './api.ts';
import { gemProgressQuery } from './gem-progress-query.ts';

// Only the Get More Gems page sells gems, so this stays out of api.ts, which the header loads on every page.

/**
 * Sells `gemsToSell` regular gems for as many coins (docs/product.md#gems-and-coins); resolves to the new points
 * record. A refusal the server explained (a 400 naming the field) raises no Error dialog: the form shows its message.
 */
export const sellGems = (gemsToSell: number): Promise<points.Points> => call(points.sellGems, { query: { gemsToSell } }, { quietExplained: true });

/** The sentence for a refusal of a 4xx (refusalOf), to show at the field; null for anything else: the Error dialog says it. */
export function refusalMessage(error: unknown): string | null {
  const refusal = refusalOf(error);
  return refusal.status > 0 && refusal.status < 500 ? refusal.message : null;
}

/**
 * Sells gems. The answer is the whole new points record, so it replaces the cached one at once and the header, the
 * balances and every other place showing gems or coins agree without another call; the next gem's progress is asked
 * again, since a sale from a full balance starts the refill.
 */
export function useSellGems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellGems,
    onSuccess: (record) => {
      queryClient.setQueryData(POINTS_QUERY_KEY, record);
      return queryClient.invalidateQueries({ queryKey: gemProgressQuery.queryKey, exact: true });
    },
  });
}

/**
 * Asks the server for the points record now, whatever the cache holds, and resolves to it (also cached, so every count
 * follows). A sale's confirmation promises numbers: they come from this, never from a record an outside change (an
 * admin's grant, a sale in another window) may have made stale. Undefined when it could not be read: the Error dialog
 * has said so.
 */
export function useFreshPoints(): () => Promise<points.Points | undefined> {
  const queryClient = useQueryClient();
  return async () => {
    const record = await queryClient.fetchQuery({ ...pointsQuery, staleTime: 0 });
    return record.maxPoints > 0 ? record : undefined;
  };
}
