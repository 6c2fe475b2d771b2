import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/*
 * The admins' queue and cache dashboards (docs/product.md#admins). Job data never crosses this contract: a waiting
 * job may carry what a user wrote, so the dashboards see counts, times, ids and error messages only.
 */

const count = () => z.number().check(z.int(), z.nonnegative());

/** Jobs of one queue by state, pg-boss's states under the dashboard's names: created is `queued`, retry `retrying`. */
export const QueueCountsSchema = z.object({
  queued: count(),
  active: count(),
  retrying: count(),
  completed: count(),
  failed: count(),
  cancelled: count(),
});
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

/** How many minutes of throughput the stats cover, one bucket a minute. */
export const THROUGHPUT_MINUTES = 60;
/** How many of the latest failures the stats list, across queues. */
export const RECENT_FAILURES_LIMIT = 20;
/** The longest error message a failure shows; longer ones are cut. */
export const FAILURE_MESSAGE_MAX_LENGTH = 300;

export const QueueStatsSchema = z.object({
  queue: z.string(),
  counts: QueueCountsSchema,
  /** Jobs completed per minute over the last hour, oldest minute first, the current minute last. */
  completedPerMinute: z.array(count()),
  /** Seconds since the oldest job still waiting (queued or retrying) was created; null when none waits. */
  oldestWaitingSeconds: z.nullable(count()),
});
export type QueueStats = z.infer<typeof QueueStatsSchema>;

/** A failed job: where and when, and its error message, never its data. */
export const JobFailureSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** Epoch ms. */
  failedAt: z.number(),
  /** The error, at most FAILURE_MESSAGE_MAX_LENGTH characters; null when the job failed without one. */
  error: z.nullable(z.string()),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;

export const QueueDashboardSchema = z.object({
  queues: z.array(QueueStatsSchema),
  /** The latest failures, newest first, at most RECENT_FAILURES_LIMIT. */
  recentFailures: z.array(JobFailureSchema),
});
export type QueueDashboard = z.infer<typeof QueueDashboardSchema>;

/** A queue name as pg-boss allows them, and a job id, which pg-boss makes a UUID. */
export const JobParams = z.object({
  queue: z.string().check(z.regex(/^[\w.\-/]{1,100}$/, 'The queue must be a queue name')),
  id: z.uuid('The job id must be a UUID'),
});

/** The job after the action: its queue, id and new pg-boss state. */
export const JobActionResultSchema = z.object({ queue: z.string(), id: z.string(), state: z.enum(['retry', 'cancelled']) });
export type JobActionResult = z.infer<typeof JobActionResultSchema>;

/** One in-process cache of the server: this process's figures only. */
export const CacheStatsSchema = z.object({
  name: z.string(),
  entries: count(),
  hits: count(),
  misses: count(),
  /** Hits over lookups since the process started; null before the first lookup. */
  hitRate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** An estimate of what the entries hold. */
  approxBytes: count(),
});
export type CacheStats = z.infer<typeof CacheStatsSchema>;

export const CachesSchema = z.object({ caches: z.array(CacheStatsSchema) });
export type Caches = z.infer<typeof CachesSchema>;

export const CacheNameParams = z.object({ name: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'The cache name must be a cache name')) });

/** The caches purged and how many entries each dropped. */
export const PurgeResultSchema = z.object({ purged: z.array(z.object({ name: z.string(), entries: count() })) });
export type PurgeResult = z.infer<typeof PurgeResultSchema>;

/** Admins only: every queue's counts, throughput and oldest wait, and the latest failures. */
export const getQueueStats = defineEndpoint({ method: 'GET', path: '/v1/admin/queue/stats', response: QueueDashboardSchema });

/** Admins only: runs a failed job again (409 for any other state, or a reading job whose reading is already settled). */
export const retryJob = defineEndpoint({ method: 'POST', path: '/v1/admin/queue/jobs/:queue/:id/retry', params: JobParams, response: JobActionResultSchema });

/** Admins only: cancels a waiting job (queued or retrying); a reading job's reading is failed and refunded with it. */
export const cancelJob = defineEndpoint({ method: 'POST', path: '/v1/admin/queue/jobs/:queue/:id/cancel', params: JobParams, response: JobActionResultSchema });

/** Admins only: this process's caches. */
export const getCaches = defineEndpoint({ method: 'GET', path: '/v1/admin/caches', response: CachesSchema });

/** Admins only: empties one cache of this process. */
export const purgeCache = defineEndpoint({ method: 'POST', path: '/v1/admin/caches/:name/purge', params: CacheNameParams, response: PurgeResultSchema });

/** Admins only: empties every cache of this process. */
export const purgeAllCaches = defineEndpoint({ method: 'POST', path: '/v1/admin/caches/purge', response: PurgeResultSchema });
