import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as userStatus from '#common/api/user-status.ts';
import { call, orFallback } from '#client/lib/http.ts';

/**
 * The user's status; ENGAGED when it fails, so a failure never keeps putting the first-run guidance in
 * front of someone who has long seen it.
 */
export const getUserStatus = (): Promise<userStatus.UserStatus> => orFallback(call(userStatus.getUserStatus), { status: 'ENGAGED' });

/** Marks the user engaged. */
export const setEngaged = () => call(userStatus.setEngaged);

const userStatusKey = ['user-status'] as const;

/** The user status (docs/product.md#user-status-and-messages). */
export const useUserStatus = () => useQuery({ queryKey: userStatusKey, queryFn: getUserStatus, staleTime: Number.POSITIVE_INFINITY });

/**
 * First-run guidance: `show` while the user is NEW; `engage()` hides it at once and tells the server, once.
 */
export function useFirstRunGuidance(): { show: boolean; engage: () => void } {
  const queryClient = useQueryClient();
  const { data } = useUserStatus();
  const engaged = useMutation({ mutationFn: setEngaged });
  const show = data?.status === 'NEW';
  return {
    show,
    engage: () => {
      if (!show) return;
      queryClient.setQueryData(userStatusKey, { status: 'ENGAGED' } satisfies userStatus.UserStatus);
      engaged.mutate();
    },
  };
}
