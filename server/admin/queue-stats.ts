import { sql, type SQL } from 'drizzle-orm';
import {
  FAILURE_MESSAGE_MAX_LENGTH,
  type JobFailure,
  type QueueCounts,
  type QueueDashboard,
  RECENT_FAILURES_LIMIT,
  THROUGHPUT_MINUTES,
} from '#common/api/admin-ops.ts';
import type { Db } from '#server/db/database.ts';

/** pg-boss's own queues (its cron's `__pgboss__send-it`) are its machinery, not the app's work. */
const PG_BOSS_INTERNAL_PREFIX = '__pgboss__';

/** pg-boss's job states under the dashboard's names (common/api/admin-ops.ts). */
const STATE_NAMES: Record<string, keyof QueueCounts> = {
  created: 'queued',
  retry: 'retrying',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** The rows of a raw query, as both drivers answer them. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const emptyCounts = (): QueueCounts => ({ queued: 0, active: 0, retrying: 0, completed: 0, failed: 0, cancelled: 0 });

/**
 * The queue dashboard (docs/product.md#admins) from pg-boss's tables (schema `pgboss`, server/jobs/boss.ts): every
 * queue the app created, its jobs by state, completions a minute over the last hour and its oldest waiting job, then
 * the latest failures. It reads `pgboss.job` only: pg-boss moves finished jobs to its archive 12 hours after they end,
 * so the counts cover about the last half day. No query selects `data`, which may hold what a user wrote.
 */
export async function loadQueueDashboard(db: Pick<Db, 'execute'>): Promise<QueueDashboard> {
  const queues = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM pgboss.queue WHERE left(name, ${PG_BOSS_INTERNAL_PREFIX.length}) <> ${PG_BOSS_INTERNAL_PREFIX} ORDER BY name`,
  );
  const counts = await rowsOf<{ name: string; state: string; n: number }>(db, sql`SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state`);
  const completions = await rowsOf<{ name: string; ago: number; n: number }>(
    db,
    sql`SELECT name, floor(extract(epoch FROM now() - completed_on) / 60)::int AS ago, count(*)::int AS n
      FROM pgboss.job
      WHERE state = 'completed' AND completed_on > now() - make_interval(mins => ${THROUGHPUT_MINUTES})
      GROUP BY 1, 2`,
  );
  const oldest = await rowsOf<{ name: string; seconds: number }>(
    db,
    sql`SELECT name, floor(extract(epoch FROM now() - min(created_on)))::int AS seconds
      FROM pgboss.job WHERE state IN ('created', 'retry') GROUP BY name`,
  );
  const failures = await rowsOf<{ id: string; queue: string; failed_at: number; error: string | null }>(
    db,
    sql`SELECT id, name AS queue, (extract(epoch FROM completed_on) * 1000)::float8 AS failed_at,
        left(coalesce(output->>'message', output->'value'->>'message'), ${FAILURE_MESSAGE_MAX_LENGTH}) AS error
      FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC, id LIMIT ${RECENT_FAILURES_LIMIT}`,
  );

  return {
    queues: queues.map(({ name }) => {
      const byState = emptyCounts();
      for (const row of counts) {
        const state = STATE_NAMES[row.state];
        if (row.name === name && state) byState[state] = row.n;
      }
      const completedPerMinute = Array.from({ length: THROUGHPUT_MINUTES }, () => 0);
      for (const row of completions) {
        // The clock may put a job a hair in the future or past the window's edge: it counts in the nearest minute.
        const minute = Math.min(THROUGHPUT_MINUTES - 1, Math.max(0, row.ago));
        if (row.name === name) completedPerMinute[THROUGHPUT_MINUTES - 1 - minute]! += row.n;
      }
      const waiting = oldest.find((row) => row.name === name);
      return { queue: name, counts: byState, completedPerMinute, oldestWaitingSeconds: waiting ? Math.max(0, waiting.seconds) : null };
    }),
    recentFailures: failures.map((row): JobFailure => ({ id: row.id, queue: row.queue, failedAt: Math.round(Number(row.failed_at)), error: row.error })),
  };
}
