import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
 * The user's status as it was when the calling component first learned it; guidance put away since does not change
 * it. A new user's first screen shows the welcome card alone: notices that would pile up beside it wait for a later
 * page (docs/product.md#notices).
 */
export function useStatusOnArrival(): userStatus.UserStatusValue | undefined {
  const { data } = useUserStatus();
  const [onArrival, setOnArrival] = useState<userStatus.UserStatusValue>();
  // Set while rendering, React's way to derive state from a value that arrives later: once, the first time it is known.
  if (onArrival === undefined && data) setOnArrival(data.status);
  return onArrival ?? data?.status;
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
