import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '#server/db/database.ts';
import { userKey } from '#server/db/schema/encryption.ts';
import { reading, readingPending } from '#server/db/schema/readings.ts';
import { OracleError, type Oracle, type OracleOutput, type PartialOracleOutput } from '#server/oracle/oracle.ts';
import { refundCharge } from '#server/points/charge-gems.ts';
import { toOracleRequest } from '#server/readings/oracle-request.ts';
import { decryptPending, type PendingWork } from '#server/readings/pending.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { sealResult } from '#server/readings/sealed.ts';
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

/** Marks a reading FAILED and refunds it, together with deleting its pending work, once. */
async function failAndRefund(deps: GenerateReadingDeps, readingId: string): Promise<void> {
  const failed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reading)
      .set({ status: 'FAILED', updatedAt: new Date() })
      .where(and(eq(reading.id, readingId), inArray(reading.status, ['QUEUED', 'GENERATING'])))
      .returning({ userId: reading.userId });
    if (!row) return false;
    await refundCharge(tx, row.userId, `reading:${readingId}`);
    await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
    return true;
  });
  if (failed) await deps.progress.publish({ readingId, status: 'FAILED' });
}

/** Seals the model's output to the user's key and makes the reading ACTIVE, deleting its pending work in the same transaction. */
async function storeResult(deps: GenerateReadingDeps, readingId: string, userId: string, work: PendingWork, output: OracleOutput) {
  const [key] = await deps.db.select({ publicKey: userKey.publicKey }).from(userKey).where(eq(userKey.userId, userId));
  // The user started over while the reading was written: its rows are gone with the key.
  if (!key) return false;
  const sealedResult = sealResult(key.publicKey, readingId, {
    title: output.title,
    summary: output.summary,
    answers: work.drawn.map((drawn, index) => {
      const answer = output.answers.find((candidate) => candidate.index === index);
      if (!answer) throw new OracleError(`The model wrote no answer for card ${index}`, true);
      return { answerUuid: drawn.answerUuid, cardId: drawn.cardId, reversed: drawn.reversed, text: answer.text, visualDescription: answer.visualDescription };
    }),
    clarifiers: [],
  });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reading)
      .set({ status: 'ACTIVE', sealedResult, version: 1, updatedAt: new Date() })
      .where(and(eq(reading.id, readingId), eq(reading.status, 'GENERATING')))
      .returning({ id: reading.id });
    await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
    return Boolean(row);
  });
}

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
 * One attempt at writing a reading. Retryable model failures are thrown so pg-boss retries with
 * backoff; a permanent failure, or the last retry, marks the reading FAILED and refunds it.
 */
export async function generateReading(deps: GenerateReadingDeps, job: PgBoss.JobWithMetadata<{ readingId: string }>): Promise<void> {
  const { readingId } = job.data;
  const [claimed] = await deps.db
    .update(reading)
    .set({ status: 'GENERATING', updatedAt: new Date() })
    .where(and(eq(reading.id, readingId), inArray(reading.status, ['QUEUED', 'GENERATING'])))
    .returning({ userId: reading.userId });
  if (!claimed) return; // discarded, or already written
  const [pending] = await deps.db.select().from(readingPending).where(eq(readingPending.readingId, readingId));
  if (!pending) return;
  await deps.progress.publish({ readingId, status: 'GENERATING' });
  const work = decryptPending(deps.jobKey, readingId, pending.payload);
  try {
    const output = await deps.oracle.generate(toOracleRequest(work), { onPartial: throttledPartials(deps, readingId) });
    if (await storeResult(deps, readingId, claimed.userId, work, output)) await deps.progress.publish({ readingId, status: 'ACTIVE' });
  } catch (error) {
    const retryable = !(error instanceof OracleError) || error.retryable;
    const attemptsLeft = job.retryCount < job.retryLimit;
    deps.log.warn({ readingId, retryable, attemptsLeft, err: error instanceof OracleError ? error.message : 'unexpected error' }, 'reading generation failed');
    if (retryable && attemptsLeft) throw error;
    await failAndRefund(deps, readingId);
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
