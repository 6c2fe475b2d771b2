import type PgBoss from 'pg-boss';
import { claimReading, completeReading, failReading } from '#server/commands/reading-generation.ts';
import { OracleError } from '#server/oracle/oracle.ts';
import { toOracleRequest } from '#server/readings/oracle-request.ts';
import { throttledPartials } from '#server/readings/progress-partials.ts';
import { QUEUES } from './boss.ts';
import { failClarifierWithRefund, generateClarifier } from './generate-clarifier.ts';
import type { GenerateReadingDeps } from './generate-reading-deps.ts';
import { type JobPump, startJobPump } from './job-pump.ts';

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

/** A job of the reading queue: a reading to write, or one of its clarifiers (generate-clarifier.ts), by id only. */
export interface ReadingJob {
  readingId: string;
  clarifierId?: string;
}

/**
 * Works the generate-reading queue in this process, `concurrency` readings and clarifiers at once, and its
 * dead-letter queue. Returns the pump, to wake when a job is announced and to stop.
 */
export async function workGenerateReading(deps: GenerateReadingDeps, concurrency: number, pollIntervalMs = POLL_INTERVAL_MS): Promise<JobPump> {
  await deps.boss.work<ReadingJob>(QUEUES.readingFailed, { batchSize: 1, pollingIntervalSeconds: POLL_INTERVAL_MS / 1000 }, async ([job]) => {
    if (!job) return;
    if (job.data.clarifierId) await failClarifierWithRefund(deps, job.data.clarifierId);
    else await failWithRefund(deps, job.data.readingId);
  });
  return startJobPump<ReadingJob>(deps.boss, { queue: QUEUES.generateReading, concurrency, pollIntervalMs, log: deps.log }, (job, signal) => {
    const { clarifierId } = job.data;
    return clarifierId ? generateClarifier(deps, { ...job, data: { readingId: job.data.readingId, clarifierId } }, signal) : generateReading(deps, job, signal);
  });
}
