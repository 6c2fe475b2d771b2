import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Points } from '#common/api/points.ts';
import { pointsQuery, usePoints } from '#client/features/points/api.ts';

/**
 * The user's coins for the deck pages, and what to do once a deck is unlocked: show the coins left
 * at once (the header counts them too), then ask the server for the whole points record.
 */
export function useCoins(): { coins: number | undefined; onUnlocked: (coinsLeft: number) => void } {
  const { data } = usePoints();
  const queryClient = useQueryClient();
  const onUnlocked = useCallback(
    (coinsLeft: number) => {
      queryClient.setQueryData<Points>(pointsQuery.queryKey, (points) => points && { ...points, coins: coinsLeft });
      void queryClient.invalidateQueries({ queryKey: pointsQuery.queryKey });
    },
    [queryClient],
  );
  return { coins: data?.coins, onUnlocked };
}
