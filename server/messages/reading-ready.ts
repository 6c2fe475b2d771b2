import { randomUUID } from 'node:crypto';
import type { Executor } from '#server/points/load-points.ts';
import { message } from '#server/db/schema/messages.ts';

/**
 * A reading that took at least this long from its start to its last word is taken to have finished while
 * its user was away (docs/product.md#user-status-and-messages). Whether a live stream is open is known only
 * to the API process that serves it, not to the worker that finishes the reading; time is known to both.
 * A quick reading is watched on its result page as it streams; a long wait in the queue is when people leave.
 */
export const AWAY_AFTER_MS = 30_000;

export const READING_READY_TITLE = 'Your reading is ready';
export const READING_READY_BODY = 'Your reading finished while you were away. Open it whenever you are ready.';
export const CLARIFIER_READY_TITLE = 'Your clarifier is ready';
export const CLARIFIER_READY_BODY = 'The answer to your clarifying question finished while you were away. Open your reading to see it.';

/** What finished: a reading or a clarifier on one, which the message names (never its content: readings are sealed). */
export type ReadyWork = 'reading' | 'clarifier';

/** Whether work started at `startedAt` and finishing at `finishedAt` finished while its user was away. */
export function finishedWhileAway(startedAt: Date, finishedAt: Date): boolean {
  return finishedAt.getTime() - startedAt.getTime() >= AWAY_AFTER_MS;
}

/** Tells the user their reading (or clarifier) is ready, when it finished while they were away; true when a message was left. */
export async function noteReadyWhileAway(db: Executor, work: { kind: ReadyWork; userId: string; startedAt: Date; finishedAt?: Date }): Promise<boolean> {
  if (!finishedWhileAway(work.startedAt, work.finishedAt ?? new Date())) return false;
  const [title, body] = work.kind === 'reading' ? [READING_READY_TITLE, READING_READY_BODY] : [CLARIFIER_READY_TITLE, CLARIFIER_READY_BODY];
  await db.insert(message).values({ id: randomUUID(), userId: work.userId, kind: 'reading_ready', title, body });
  return true;
}
