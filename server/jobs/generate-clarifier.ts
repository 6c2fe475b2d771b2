import type PgBoss from 'pg-boss';
import { claimClarifier, completeClarifier, failClarifier } from '#server/commands/clarifier-generation.ts';
import { OracleError } from '#server/oracle/oracle.ts';
import type { ClarifierIds } from '#server/readings/clarifier-sealed.ts';
import { toClarifierOracleRequest } from '#server/readings/clarifier-oracle-request.ts';
import { throttledPartials } from '#server/readings/progress-partials.ts';
import type { GenerateReadingDeps } from './generate-reading-deps.ts';

/**
 * One attempt at writing a clarifier (docs/product.md#clarifiers), a job of the reading queue that names a clarifier
 * besides its reading, so clarifiers share the model's capacity with readings: claim it, ask the same model with the
 * earlier answer as context, store the result. Retryable failures are thrown for pg-boss to retry; a permanent
 * one, or the last retry, marks it FAILED and refunds it. Its progress goes on the bus under the clarifier's own id
 * (docs/architecture.md#live-events), which the result page streams as it does a reading's.
 */
export async function generateClarifier(deps: GenerateReadingDeps, job: PgBoss.JobWithMetadata<ClarifierIds>, signal?: AbortSignal): Promise<void> {
  const ids = job.data;
  const claimed = await claimClarifier(deps.db, deps.jobKey, ids);
  if (!claimed) return; // its reading discarded, already written, or the user started over
  await deps.progress.publish({ readingId: ids.clarifierId, status: 'GENERATING' });
  try {
    const output = await deps.oracle.generate(toClarifierOracleRequest(claimed.work), { onPartial: throttledPartials(deps, ids.clarifierId), signal });
    if (await completeClarifier(deps.db, ids, claimed, output)) await deps.progress.publish({ readingId: ids.clarifierId, status: 'ACTIVE' });
  } catch (error) {
    const retryable = !(error instanceof OracleError) || error.retryable;
    const attemptsLeft = job.retryCount < job.retryLimit;
    deps.log.warn({ ...ids, retryable, attemptsLeft, err: error instanceof OracleError ? error.message : 'unexpected error' }, 'clarifier generation failed');
    if (retryable && attemptsLeft) throw error;
    await failClarifierWithRefund(deps, ids.clarifierId);
  }
}

/**
 * Marks a clarifier FAILED with its one refund and tells its live page; one already finished is left as it is. Called
 * for the last failed attempt, and by the dead-letter worker for a clarifier job pg-boss gave up on.
 */
export async function failClarifierWithRefund(deps: Pick<GenerateReadingDeps, 'db' | 'progress'>, clarifierId: string): Promise<void> {
  if (await failClarifier(deps.db, clarifierId)) await deps.progress.publish({ readingId: clarifierId, status: 'FAILED' });
}
