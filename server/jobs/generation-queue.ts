import type PgBoss from 'pg-boss';
import type { Db } from '#server/db/database.ts';
import { QUEUES } from './boss.ts';
import type { JobWakeUp } from './job-wake-up.ts';
import { transactionSql } from './transaction-sql.ts';

/**
 * A job of the generation queue: a reading to write, or, when it names one, a clarifier on it. Ids only, never user
 * content (docs/architecture.md#pending-work).
 */
export interface GenerationJob {
  readingId: string;
  clarifierId?: string;
}

/** A failed generation job an admin runs again (server/admin/job-actions.ts), by its pg-boss id. */
export interface FailedGenerationJob {
  failedJobId: string;
}

/** What enqueueing needs: the queue, and the wake-up that tells every worker process of a new job. */
export interface GenerationQueue {
  boss: PgBoss;
  jobWakeUp: JobWakeUp;
}

/**
 * Puts a generation job on the queue inside `tx`, the transaction that started (or re-admitted) its reading or
 * clarifier, so the job commits or rolls back with its rows, and announces it so a worker takes it at once rather than
 * at its next poll. A failed job is given another attempt under its own id, as pg-boss retries it, rather than copied.
 */
export async function enqueueGeneration(queue: GenerationQueue, tx: Pick<Db, 'execute'>, job: GenerationJob | FailedGenerationJob): Promise<void> {
  const db = transactionSql(tx);
  if ('failedJobId' in job) await queue.boss.retry(QUEUES.generateReading, job.failedJobId, { db });
  else await queue.boss.send(QUEUES.generateReading, job, { db });
  await queue.jobWakeUp.announce(tx, QUEUES.generateReading);
}
