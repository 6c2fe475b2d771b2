import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { JobActionResult } from '#common/api/admin-ops.ts';
import { IN_PROGRESS_STATUSES, type ReadingStatus } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { failGeneration } from '#server/generation/settle.ts';
import { subjectOf } from '#server/generation/subject-of.ts';
import type { GenerationSubject } from '#server/generation/subject.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { QUEUES } from '#server/jobs/boss.ts';
import { publishStatus } from '#server/jobs/generation.ts';
import { enqueueGeneration, type GenerationQueue } from '#server/jobs/generation-queue.ts';
import { transactionSql } from '#server/jobs/transaction-sql.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import type { AdminAction } from './audit-log.ts';
import { rowsOf } from './queue-stats.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface JobActionDeps extends GenerationQueue {
  db: Db;
  progress: ProgressBus;
  /** Writes the audit row in the action's transaction (server/admin/audit-log.ts). */
  recordAction: (tx: Tx, action: AdminAction) => Promise<void>;
}

/** What an action is told: who asks, and which job. */
export interface JobActionRequest {
  adminId: string;
  queue: string;
  id: string;
}

const conflict = (message: string) => new HttpError(409, 'job_state', message);

/** The job's state, locked for the action, and the reading and clarifier ids a reading job names (nothing else of its data). */
interface LockedJob {
  state: string;
  readingId: string | null;
  clarifierId: string | null;
}

/**
 * Locks the job row so no worker fetches it, nor pg-boss expires it, between the check and the change. 404 for a
 * queue or job that does not exist; 409 for one pg-boss has already archived (12 hours after it ended), which its
 * retry and cancel no longer reach.
 */
async function lockJob(tx: Tx, queue: string, id: string): Promise<LockedJob> {
  const [job] = await rowsOf<{ state: string; reading_id: string | null; clarifier_id: string | null }>(
    tx,
    sql`SELECT state::text AS state, data->>'readingId' AS reading_id, data->>'clarifierId' AS clarifier_id
      FROM pgboss.job WHERE name = ${queue} AND id = ${id} FOR UPDATE`,
  );
  if (job) return { state: job.state, readingId: job.reading_id, clarifierId: job.clarifier_id };
  const [queueRow] = await rowsOf(tx, sql`SELECT 1 FROM pgboss.queue WHERE name = ${queue}`);
  if (!queueRow) throw notFound(`There is no queue named ${queue}.`);
  const [archived] = await rowsOf(tx, sql`SELECT 1 FROM pgboss.archive WHERE name = ${queue} AND id = ${id}`);
  if (archived) throw conflict('This job has been archived: it can no longer be retried or cancelled.');
  throw notFound(`There is no job ${id} in ${queue}.`);
}

/** The reading, or the clarifier, a reading job writes, with its status locked; undefined when it no longer exists. */
async function lockSubject(tx: Tx, job: LockedJob): Promise<{ status: ReadingStatus; userId: string } | undefined> {
  const [row] = job.clarifierId
    ? await rowsOf<{ status: ReadingStatus; user_id: string }>(tx, sql`SELECT status, user_id FROM reading_clarifier WHERE id = ${job.clarifierId} FOR UPDATE`)
    : await rowsOf<{ status: ReadingStatus; user_id: string }>(tx, sql`SELECT status, user_id FROM reading WHERE id = ${job.readingId} FOR UPDATE`);
  return row && { status: row.status, userId: row.user_id };
}

/**
 * Whether a failed reading job may run again. A reading job fails in pg-boss only when its last attempt ended
 * without the worker's verdict (it expired, or its process died); pg-boss then queues its dead-letter job, which
 * fails the reading and refunds it. Running the job again is only worth it while the reading is still unwritten
 * and unrefunded, and the refund is then called off so the retry decides: the new attempt writes it, or fails and
 * refunds it itself. The charge is never taken again (starting a reading charges, not its job), and the status
 * checks in server/generation/ keep one outcome per reading whatever runs.
 */
async function admitReadingRetry(tx: Tx, boss: PgBoss, job: LockedJob): Promise<string | undefined> {
  const subject = await lockSubject(tx, job);
  const what = job.clarifierId ? 'clarifier' : 'reading';
  if (!subject) throw conflict(`Its ${what} no longer exists (deleted, discarded or started over): there is nothing to write.`);
  if (subject.status === 'FAILED') throw conflict(`Its ${what} has already failed and been refunded: a retry would write nothing.`);
  if (!IN_PROGRESS_STATUSES.includes(subject.status)) throw conflict(`Its ${what} is already written.`);
  const refunds = await rowsOf<{ id: string; state: string }>(
    tx,
    sql`SELECT id, state::text AS state FROM pgboss.job
      WHERE name = ${QUEUES.readingFailed} AND state IN ('created', 'retry', 'active')
        AND data->>'readingId' = ${job.readingId} AND coalesce(data->>'clarifierId', '') = ${job.clarifierId ?? ''}
      FOR UPDATE`,
  );
  if (refunds.some((refund) => refund.state === 'active')) throw conflict(`Its ${what} is being refunded right now.`);
  if (refunds.length > 0) await boss.cancel(QUEUES.readingFailed, refunds.map((refund) => refund.id), { db: transactionSql(tx) });
  return subject.userId;
}

/**
 * Runs a failed job again (pg-boss gives it one more attempt). Reading jobs only while their reading can still be
 * written (admitReadingRetry); a refund job (the dead-letter queue) always, since a refund applies at most once.
 * @throws HttpError 404 for an unknown queue or job, 409 for a job that is not failed or a reading that is settled.
 */
export async function retryJob(deps: JobActionDeps, request: JobActionRequest): Promise<JobActionResult> {
  const { queue, id } = request;
  return deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, queue, id);
    if (job.state !== 'failed') throw conflict(`Only a failed job can be retried; this one is ${job.state}.`);
    let targetUserId: string | undefined;
    if (queue === QUEUES.generateReading) {
      targetUserId = await admitReadingRetry(tx, deps.boss, job);
      await enqueueGeneration(deps, tx, { failedJobId: id });
    } else {
      await deps.boss.retry(queue, id, { db: transactionSql(tx) });
    }
    await deps.recordAction(tx, { adminId: request.adminId, action: 'queue.retry', target: `${queue}/${id}`, targetUserId });
    return { queue, id, state: 'retry' as const };
  });
}

/**
 * Cancels a waiting job (queued, or retrying after a failed attempt). A reading job's reading, or clarifier, is failed
 * and refunded with it, in the same transaction: cancelled, it would otherwise stay charged and never be written. A
 * refund job is never cancelled, for the same reason.
 * @throws HttpError 404 for an unknown queue or job, 409 for a job that is running or finished, or a refund job.
 */
export async function cancelJob(deps: JobActionDeps, request: JobActionRequest): Promise<JobActionResult> {
  const { queue, id } = request;
  const settled = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, queue, id);
    if (job.state !== 'created' && job.state !== 'retry') throw conflict(`Only a waiting job (queued or retrying) can be cancelled; this one is ${job.state}.`);
    if (queue === QUEUES.readingFailed) throw conflict('A refund cannot be cancelled: its reading would stay charged and never be written.');
    let failed: GenerationSubject | undefined;
    let targetUserId: string | undefined;
    if (queue === QUEUES.generateReading && job.readingId) {
      targetUserId = (await lockSubject(tx, job))?.userId;
      const subject = subjectOf({ readingId: job.readingId, ...(job.clarifierId ? { clarifierId: job.clarifierId } : {}) });
      // Nested, this runs as a savepoint of this transaction (Drizzle), so the refund commits with the cancel.
      if (await failGeneration(tx, subject)) failed = subject;
    }
    await deps.boss.cancel(queue, id, { db: transactionSql(tx) });
    await deps.recordAction(tx, { adminId: request.adminId, action: 'queue.cancel', target: `${queue}/${id}`, targetUserId });
    return failed;
  });
  // Its live page learns the outcome as from the worker.
  if (settled) await publishStatus(deps.progress, settled, 'FAILED');
  return { queue, id, state: 'cancelled' };
}
