import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ops from '#common/api/admin-ops.ts';
import { call } from '#client/lib/http.ts';

/** How often the queue dashboard asks again while the page is visible. */
export const QUEUE_REFRESH_MS = 10_000;

/** A job as the retry and cancel calls address it. */
export interface JobRef {
  queue: string;
  id: string;
}

/** Every queue's figures and the latest failures. */
export const getQueueStats = (): Promise<ops.QueueDashboard> => call(ops.getQueueStats);

export const queueStatsQuery = queryOptions({ queryKey: ['admin', 'queue', 'stats'], queryFn: getQueueStats });

/**
 * The dashboard's figures: asked again every QUEUE_REFRESH_MS while the page is visible (TanStack Query pauses the
 * interval while it is hidden) and at once when it becomes visible again.
 */
export const useQueueStats = () =>
  useQuery({ ...queueStatsQuery, refetchInterval: QUEUE_REFRESH_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: 'always' });

/** Runs a failed job again. A refusal the server explained (409, 404) raises no Error dialog: the row shows it. */
export const retryJob = (job: JobRef): Promise<ops.JobActionResult> => call(ops.retryJob, { params: job }, { quietExplained: true });

/** Cancels a waiting job, as {@link retryJob} answers refusals. */
export const cancelJob = (job: JobRef): Promise<ops.JobActionResult> => call(ops.cancelJob, { params: job }, { quietExplained: true });

/** A job action that refreshes the figures once it has run, whatever its outcome (a refusal may mean they are stale). */
export function useJobAction(action: (job: JobRef) => Promise<ops.JobActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueStatsQuery.queryKey }),
  });
}
