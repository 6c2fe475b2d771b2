import type pg from 'pg';
import PgBoss from 'pg-boss';
import { DEFAULT_AI_TIMEOUT_SECONDS } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';

/**
 * Queue names. Jobs carry ids only, never user content (docs/architecture.md#pending-work).
 */
export const QUEUES = {
  ping: 'ping',
  readingFailed: 'reading-failed',
  generateReading: 'generate-reading',
  purge: 'purge',
  checkInReminders: 'check-in-reminders',
} as const;

/**
 * How long a job may wait (queued, or between attempts) before pg-boss drops it unrun, neither run nor dead-lettered.
 * A dropped reading job would leave its reading QUEUED and charged for good, so this is far beyond any real wait
 * (each user has one reading in the queue at most): pg-boss's own default, 14 days.
 */
export const WAITING_JOB_RETENTION_MINUTES = 14 * 24 * 60;

/** Beyond the model call, an attempt claims the reading, opens its pending work, seals and stores the result: database work. */
const ATTEMPT_MARGIN_SECONDS = 15;

/**
 * How long one attempt at a reading may run, counted from when a worker takes the job: the model's own timeout
 * (AI_TIMEOUT_SECONDS) and a margin, so the model call times out first and is retried as a failure.
 */
export const readingAttemptSeconds = (aiTimeoutSeconds: number) => aiTimeoutSeconds + ATTEMPT_MARGIN_SECONDS;

/**
 * How often pg-boss looks for expired attempts (and archives finished jobs). A job whose worker died (killed, out of
 * memory, its machine gone) is retried at this check after its attempt expired, so it bounds that wait; one
 * process does the check per interval, so it costs next to nothing.
 */
const MAINTENANCE_INTERVAL_SECONDS = 15;

/**
 * Model calls fail now and then: a few retries with exponential backoff, then the worker marks the
 * reading FAILED and refunds it. An attempt expires `readingAttemptSeconds` after a worker takes the job,
 * so waiting in a deep queue never expires it; one that runs longer (a hung model, a worker that died)
 * is retried like a failure. When the last attempt ends without the worker's own verdict, pg-boss moves
 * the job to the dead-letter queue, whose worker fails and refunds the reading, so none is left
 * GENERATING. Queues are created in this order: a dead-letter queue must exist before the queue that names it.
 */
function queueOptions(attemptSeconds: number): Record<string, Omit<PgBoss.Queue, 'name'>> {
  return {
    [QUEUES.readingFailed]: { retryLimit: 3, retryDelay: 2, retryBackoff: true, retentionMinutes: WAITING_JOB_RETENTION_MINUTES },
    // The scheduled purge (purge.ts): a missed run is made up by the next one within the hour.
    [QUEUES.purge]: { retryLimit: 1, retentionMinutes: 60 },
    // The check-in reminders (check-in-reminders.ts): a missed run is made up by the next one, as for the purge.
    [QUEUES.checkInReminders]: { retryLimit: 1, retentionMinutes: 60 },
    [QUEUES.generateReading]: {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: attemptSeconds,
      retentionMinutes: WAITING_JOB_RETENTION_MINUTES,
      deadLetter: QUEUES.readingFailed,
    },
  };
}

/** Any constant works; it only has to be the same in every Arcana process and differ from the migrations' (server/db/migrate.ts). */
const QUEUE_SETUP_LOCK_KEY = 727_361_002;

/**
 * Runs `work` while holding a session-level advisory lock on PostgreSQL. pg-boss creates a queue's table and
 * its foreign key in one call, and two processes creating queues at once deadlock, which stops one of them
 * from starting: API and worker processes starting together on a new database take turns here instead.
 * Every queue is created in here, pg-boss's own among them (its scheduler creates one as it starts).
 */
async function oneProcessAtATime(pool: pg.Pool | undefined, work: () => Promise<void>): Promise<void> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/**
 * Starts pg-boss on the app's own database. On PostgreSQL it keeps its own pool; on PGlite, which is
 * one in-process connection, it goes through the app's connection via pg-boss's `db` option so both
 * modes share one queue library (docs/decisions/0002-pg-boss-on-pglite.md).
 */
export async function startBoss(database: Database, connectionString: string | undefined, aiTimeoutSeconds = DEFAULT_AI_TIMEOUT_SECONDS): Promise<PgBoss> {
  const maintenance = { maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS };
  const boss = connectionString
    ? new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'arcana-jobs', ...maintenance })
    : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: 'pgboss', ...maintenance });
  const options = queueOptions(readingAttemptSeconds(aiTimeoutSeconds));
  await oneProcessAtATime(database.pool, async () => {
    await boss.start();
    for (const name of Object.values(QUEUES)) {
      await boss.createQueue(name, { name, ...options[name] });
      // Creating leaves an existing queue as it was; this brings its options up to date (a job keeps the expiry it was sent with).
      await boss.updateQueue(name, { name, ...options[name] });
    }
  });
  return boss;
}
