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
/** The status this page load first learned, kept beside the status itself (and cleared with the query cache). */
const onArrivalKey = ['user-status-on-arrival'] as const;

/** The user status (docs/product.md#user-status-and-messages). */
export function useUserStatus() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userStatusKey,
    queryFn: async () => {
      const status = await getUserStatus();
      if (queryClient.getQueryData(onArrivalKey) === undefined) queryClient.setQueryData(onArrivalKey, status.status);
      return status;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The user's status as this page load first learned it; guidance put away since does not change it. A new user's
 * first screen shows the welcome card alone: notices that would pile up beside it wait for a later page
 * (docs/product.md#notices). Kept per page load, not per component: the notices load after the page, and a user
 * quick to put the welcome card away must not find them mounting with the status that click just changed.
 */
export function useStatusOnArrival(): userStatus.UserStatusValue | undefined {
  const { data } = useUserStatus();
  const queryClient = useQueryClient();
  return queryClient.getQueryData<userStatus.UserStatusValue>(onArrivalKey) ?? data?.status;
}

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
