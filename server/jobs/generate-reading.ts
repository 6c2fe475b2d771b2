import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { claimReading, completeReading, failReading } from '#server/commands/reading-generation.ts';
import type { Db } from '#server/db/database.ts';
import { OracleError, type Oracle, type PartialOracleOutput } from '#server/oracle/oracle.ts';
import { toOracleRequest } from '#server/readings/oracle-request.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { QUEUES } from './boss.ts';

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
 */
export async function generateReading(deps: GenerateReadingDeps, job: PgBoss.JobWithMetadata<{ readingId: string }>): Promise<void> {
  const { readingId } = job.data;
  const claimed = await claimReading(deps.db, deps.jobKey, readingId);
  if (!claimed) return; // discarded, already written, or the user started over
  await deps.progress.publish({ readingId, status: 'GENERATING' });
  try {
    const output = await deps.oracle.generate(toOracleRequest(claimed.work), { onPartial: throttledPartials(deps, readingId) });
    if (await completeReading(deps.db, readingId, claimed, output)) await deps.progress.publish({ readingId, status: 'ACTIVE' });
  } catch (error) {
    const retryable = !(error instanceof OracleError) || error.retryable;
    const attemptsLeft = job.retryCount < job.retryLimit;
    deps.log.warn({ readingId, retryable, attemptsLeft, err: error instanceof OracleError ? error.message : 'unexpected error' }, 'reading generation failed');
    if (retryable && attemptsLeft) throw error;
    if (await failReading(deps.db, readingId)) await deps.progress.publish({ readingId, status: 'FAILED' });
  }
}

/** Runs `concurrency` workers of the generate-reading queue in this process, one job at a time each. */
export async function workGenerateReading(deps: GenerateReadingDeps, concurrency = 2): Promise<string[]> {
  const workers: string[] = [];
  for (let index = 0; index < concurrency; index += 1) {
    workers.push(
      await deps.boss.work<{ readingId: string }>(
        QUEUES.generateReading,
        { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
        async ([job]) => {
          if (job) await generateReading(deps, job);
        },
      ),
    );
  }
  return workers;
}
