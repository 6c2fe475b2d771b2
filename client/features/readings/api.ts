import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasActiveReading } from '#client/lib/api-client-readings.ts';

/** Whether the user has an active (or queued) reading. */
export const hasActiveReadingQuery = queryOptions({
  queryKey: ['readings', 'has-active'],
  queryFn: async () => (await hasActiveReading()).hasActiveReading,
});

/** Whether the user has an active (or queued) reading. */
export const useHasActiveReading = () => useQuery(hasActiveReadingQuery);
