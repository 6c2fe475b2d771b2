import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPoints } from '#client/lib/points-cache.ts';
import { ADMIN_USERS_KEY, AUDIT_LOG_KEY } from '../api.ts';

/**
 * Runs a change to a user (grant, ban, role, message). Once it has run the users list and the audit log are asked
 * again, whatever the outcome: the row shows what the server now holds, and a refusal may mean it was stale. The
 * admin's own gems are asked again too, since a grant may have been to themselves (docs/product.md#gem-regeneration).
 */
export function useUserChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        refreshPoints(queryClient),
      ]),
  });
}
