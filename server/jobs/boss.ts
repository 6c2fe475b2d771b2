import PgBoss from 'pg-boss';
import type { Database } from '#server/db/database.ts';

/**
 * Queue names. Jobs carry ids only, never user content (docs/architecture.md#pending-work).
 */
export const QUEUES = { ping: 'ping', readingFailed: 'reading-failed', generateReading: 'generate-reading' } as const;

/**
 * Model calls fail now and then: a few retries with exponential backoff, then the worker marks the
 * reading FAILED and refunds it. An attempt may run 10 minutes, counted from when a worker takes the
 * job, so waiting in a deep queue never expires it; one that runs longer (a hung model, a worker
 * that died) is retried like a failure. When the last attempt ends without the worker's own
 * verdict, pg-boss moves the job to the dead-letter queue, whose worker fails and refunds the
 * reading, so none is left GENERATING. Queues are created in this order: a dead-letter queue
 * must exist before the queue that names it.
 */
/**
 * How long a job may wait (queued, or between attempts) before pg-boss drops it unrun, neither run nor dead-lettered.
 * A dropped reading job would leave its reading QUEUED and charged for good, so this is far beyond any real wait
 * (each user has one reading in the queue at most): pg-boss's own default, 14 days.
 */
export const WAITING_JOB_RETENTION_MINUTES = 14 * 24 * 60;

const QUEUE_OPTIONS: Record<string, Omit<PgBoss.Queue, 'name'>> = {
  [QUEUES.readingFailed]: { retryLimit: 3, retryDelay: 2, retryBackoff: true, retentionMinutes: WAITING_JOB_RETENTION_MINUTES },
  [QUEUES.generateReading]: {
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 600,
    retentionMinutes: WAITING_JOB_RETENTION_MINUTES,
    deadLetter: QUEUES.readingFailed,
  },
};

/**
 * Starts pg-boss on the app's own database. On PostgreSQL it keeps its own pool; on PGlite, which is
 * one in-process connection, it goes through the app's connection via pg-boss's `db` option so both
 * modes share one queue library (docs/decisions/0002-pg-boss-on-pglite.md).
 */
export async function startBoss(database: Database, connectionString: string | undefined): Promise<PgBoss> {
  const boss = connectionString
    ? new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'arcana-jobs' })
    : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: 'pgboss' });
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { name, ...QUEUE_OPTIONS[name] });
    // Creating leaves an existing queue as it was; this brings its options up to date.
    await boss.updateQueue(name, { name, ...QUEUE_OPTIONS[name] });
  }
  return boss;
}
