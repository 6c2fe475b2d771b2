import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache entry that holds the costs record the app prices readings with (`/v1/settings/get`). The reading forms
 * read it and the admin area changes it, so its key lives here rather than in either feature.
 */
export const COSTS_QUERY_KEY = ['settings', 'costs'] as const;

/** Has the costs record fetched again, after an admin stored new costs, so the next price shown uses them. */
export function refreshCosts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: COSTS_QUERY_KEY });
}
