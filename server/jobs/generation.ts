import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ReadingStatus } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { completeGeneration, failGeneration } from '#server/generation/settle.ts';
import { subjectOf } from '#server/generation/subject-of.ts';
import type { GenerationSubject } from '#server/generation/subject.ts';
import { OracleError, type Oracle } from '#server/oracle/oracle.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { throttledPartials } from '#server/readings/progress-partials.ts';
import { QUEUES } from './boss.ts';
import type { GenerationJob } from './generation-queue.ts';
import { type JobPump, startJobPump } from './job-pump.ts';

/** What a job of the generation queue needs. */
export interface GenerationDeps {
  db: Db;
  boss: PgBoss;
  jobKey: Buffer;
  oracle: Oracle;
  progress: ProgressBus;
  log: Logger;
}

/**
 * Tells a subject's live page where it stands, on the bus under its own id (docs/architecture.md#live-events): the one
 * place a reading or clarifier is announced GENERATING, ACTIVE or FAILED.
 */
export async function publishStatus(progress: ProgressBus, subject: Pick<GenerationSubject, 'id'>, status: Extract<ReadingStatus, 'GENERATING' | 'ACTIVE' | 'FAILED'>): Promise<void> {
  await progress.publish({ readingId: subject.id, status });
}

/**
 * One attempt at the reading or clarifier a job names: claim it, ask the model and publish throttled partial text, then
 * store the result. Retryable failures are thrown for pg-boss to retry with backoff; a permanent one, or the last retry,
 * marks it FAILED and refunds it. `signal` aborts the model call when the attempt expires.
 */
export async function runGeneration(deps: GenerationDeps, job: PgBoss.JobWithMetadata<GenerationJob>, signal?: AbortSignal): Promise<void> {
  const subject = subjectOf(job.data);
  const claimed = await subject.claim(deps.db, deps.jobKey);
  if (!claimed) return; // discarded, already written, or the user started over
  await publishStatus(deps.progress, subject, 'GENERATING');
  try {
    const output = await deps.oracle.generate(subject.oracleRequest(claimed.work), { onPartial: throttledPartials(deps, subject.id), signal });
    if (await completeGeneration(deps.db, subject, claimed, output)) await publishStatus(deps.progress, subject, 'ACTIVE');
  } catch (error) {
    const retryable = !(error instanceof OracleError) || error.retryable;
    const attemptsLeft = job.retryCount < job.retryLimit;
    deps.log.warn({ ...job.data, retryable, attemptsLeft, err: error instanceof OracleError ? error.message : 'unexpected error' }, `${subject.kind} generation failed`);
    if (retryable && attemptsLeft) throw error;
    await failWithRefund(deps, job.data);
  }
}

/**
 * Marks the reading or clarifier a job names FAILED with its one refund and tells its live page; one already finished is
 * left as it is. Called for the last failed attempt, and by the dead-letter worker for a job pg-boss gave up on without
 * the worker's verdict (its last attempt expired, or its process died).
 */
export async function failWithRefund(deps: Pick<GenerationDeps, 'db' | 'progress'>, job: GenerationJob): Promise<void> {
  const subject = subjectOf(job);
  if (await failGeneration(deps.db, subject)) await publishStatus(deps.progress, subject, 'FAILED');
}

/** A poll this slow costs a process next to nothing; jobs normally arrive by wake-up (job-wake-up.ts). */
const POLL_INTERVAL_MS = 2_000;

/**
 * Works the generation queue in this process, `concurrency` readings and clarifiers at once, and its dead-letter queue.
 * Returns the pump, to wake when a job is announced and to stop.
 */
export async function workGeneration(deps: GenerationDeps, concurrency: number, pollIntervalMs = POLL_INTERVAL_MS): Promise<JobPump> {
  await deps.boss.work<GenerationJob>(QUEUES.readingFailed, { batchSize: 1, pollingIntervalSeconds: POLL_INTERVAL_MS / 1000 }, async ([job]) => {
    if (job) await failWithRefund(deps, job.data);
  });
  return startJobPump<GenerationJob>(deps.boss, { queue: QUEUES.generateReading, concurrency, pollIntervalMs, log: deps.log }, (job, signal) =>
    runGeneration(deps, job, signal),
  );
}
