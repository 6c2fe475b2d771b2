import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as dailyGift from '#common/api/daily-gift.ts';
import { call } from '#client/lib/http.ts';
import { POINTS_QUERY_KEY } from '#client/lib/points-cache.ts';

// Only the Get More Gems page shows the daily gift, so this stays out of api.ts, which the header loads on every page.

/** Today's daily gift by the server's clock (docs/product.md#daily-gift). The card says when it cannot be loaded. */
export const getDailyGift = (): Promise<dailyGift.DailyGift> => call(dailyGift.getDailyGift, undefined, { quietExplained: true });

/** Claims today's gift; a refusal the server explained (too many claims) is shown on the card, not in the Error dialog. */
export const claimDailyGift = (): Promise<dailyGift.DailyGiftClaim> => call(dailyGift.claimDailyGift, undefined, { quietExplained: true });

export const dailyGiftQuery = queryOptions({ queryKey: ['daily-gift'], queryFn: getDailyGift });

/** Today's gift; asked again on every visit, so a day that turned while away shows its new gift. */
export const useDailyGift = () => useQuery({ ...dailyGiftQuery, refetchOnMount: 'always' });

/**
 * Claims today's gift. The answer holds the new points record and the gift's state, so both replace their cached
 * copies at once: the header's extra gems, the balances and the card agree without another call.
 */
export function useClaimDailyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyGift,
    onSuccess: (answer) => {
      queryClient.setQueryData(POINTS_QUERY_KEY, answer.points);
      queryClient.setQueryData(dailyGiftQuery.queryKey, answer.dailyGift);
    },
  });
}
