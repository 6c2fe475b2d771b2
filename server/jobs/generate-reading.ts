import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { claimReading, completeReading, failReading } from '#server/commands/reading-generation.ts';
import type { Db } from '#server/db/database.ts';
import { OracleError, type Oracle, type PartialOracleOutput } from '#server/oracle/oracle.ts';
import { toOracleRequest } from '#server/readings/oracle-request.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { QUEUES } from './boss.ts';
import { type JobPump, startJobPump } from './job-pump.ts';

export interface GenerateReadingDeps {
  db: Db;
  boss: PgBoss;
  jobKey: Buffer;
  oracle: Oracle;
  progress: ProgressBus;
  log: Logger;
}

/** Live text is sent at most this often: enough to look fluid, little enough to stay cheap. */
const PARTIAL_INTERVAL_MS = 150;

function throttledPartials(deps: GenerateReadingDeps, readingId: string) {
  let last = 0;
  return (partial: PartialOracleOutput) => {
    const now = Date.now();
    if (now - last < PARTIAL_INTERVAL_MS) return;
    last = now;
    const answers = (partial.answers ?? []).flatMap((answer) =>
      answer?.index !== undefined && answer.text ? [{ index: answer.index, text: answer.text, visualDescription: answer.visualDescription }] : [],
    );
    // Best effort: a lost partial only delays the live text, the poll and the final event still arrive.
    deps.progress
      .publish({ readingId, status: 'GENERATING', partial: { title: partial.title, summary: partial.summary, answers } })
      .catch((error: unknown) => deps.log.warn({ readingId, err: error }, 'partial reading progress could not be published'));
  };
}

/**
 * One attempt at writing a reading: claim it, call the model, hand the result (or the failure) to
 * the reading's commands. Retryable model failures are thrown so pg-boss retries with
 * backoff; a permanent failure, or the last retry, marks the reading FAILED and refunds it.
 * `signal` aborts the model call when the attempt expires.
 */
export async function generateReading(
  deps: GenerateReadingDeps,
  job: PgBoss.JobWithMetadata<{ readingId: string }>,
  signal?: AbortSignal,
): Promise<void> {
  const { readingId } = job.data;
  const claimed = await claimReading(deps.db, deps.jobKey, readingId);
  if (!claimed) return; // discarded, already written, or the user started over
  await deps.progress.publish({ readingId, status: 'GENERATING' });
  try {
    const output = await deps.oracle.generate(toOracleRequest(claimed.work), { onPartial: throttledPartials(deps, readingId), signal });
    if (await completeReading(deps.db, readingId, claimed, output)) await deps.progress.publish({ readingId, status: 'ACTIVE' });
  } catch (error) {
    const retryable = !(error instanceof OracleError) || error.retryable;
    const attemptsLeft = job.retryCount < job.retryLimit;
    deps.log.warn({ readingId, retryable, attemptsLeft, err: error instanceof OracleError ? error.message : 'unexpected error' }, 'reading generation failed');
    if (retryable && attemptsLeft) throw error;
    await failWithRefund(deps, readingId);
  }
}

/** A poll this slow costs a process next to nothing; jobs normally arrive by wake-up (job-wake-up.ts). */
const POLL_INTERVAL_MS = 2_000;

/**
 * Marks a reading FAILED with its one refund and tells its live page; a reading already finished
 * is left as it is. Called for the last failed attempt, and by the dead-letter worker for a job
 * pg-boss gave up on without the worker's verdict (its last attempt expired, or its process died).
 */
export async function failWithRefund(deps: Pick<GenerateReadingDeps, 'db' | 'progress'>, readingId: string): Promise<void> {
  if (await failReading(deps.db, readingId)) await deps.progress.publish({ readingId, status: 'FAILED' });
}

/**
 * Works the generate-reading queue in this process, `concurrency` readings at once, and its
 * dead-letter queue. Returns the pump, to wake when a job is announced and to stop.
 */
export async function workGenerateReading(deps: GenerateReadingDeps, concurrency: number, pollIntervalMs = POLL_INTERVAL_MS): Promise<JobPump> {
  await deps.boss.work<{ readingId: string }>(QUEUES.readingFailed, { batchSize: 1, pollingIntervalSeconds: POLL_INTERVAL_MS / 1000 }, async ([job]) => {
    if (job) await failWithRefund(deps, job.data.readingId);
  });
  return startJobPump<{ readingId: string }>(deps.boss, { queue: QUEUES.generateReading, concurrency, pollIntervalMs, log: deps.log }, (job, signal) =>
    generateReading(deps, job, signal),
  );
}
