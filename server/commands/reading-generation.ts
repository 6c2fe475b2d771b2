/**
 * The writing half of a reading's lifecycle (docs/decisions/0006): claiming a queued reading for
 * the model, storing what the model wrote, or failing it with its one refund. Each is a conditional
 * update on the reading's status, so a job that runs twice changes nothing the second time.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { reading, readingPending } from '#server/db/schema/readings.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { noteReadyWhileAway } from '#server/messages/reading-ready.ts';
import { OracleError, type OracleOutput } from '#server/oracle/oracle.ts';
import { refundCharge } from '#server/points/charge-gems.ts';
import { readingChargeKey } from '#server/readings/charge-key.ts';
import { decryptPending, type PendingWork } from '#server/readings/pending.ts';
import { sealResult } from '#server/readings/sealed.ts';

/** A reading claimed for writing: whose it is and the model's input. */
export interface ClaimedReading {
  userId: string;
  work: PendingWork;
}

/**
 * Moves a QUEUED reading (or one a crashed attempt left GENERATING) to GENERATING and opens its
 * pending work; undefined when there is nothing to write (discarded, already written, or started over).
 */
export async function claimReading(db: Db, jobKey: Buffer, readingId: string): Promise<ClaimedReading | undefined> {
  const [claimed] = await db
    .update(reading)
    .set({ status: 'GENERATING', updatedAt: new Date() })
    .where(and(eq(reading.id, readingId), inArray(reading.status, [...IN_PROGRESS_STATUSES])))
    .returning({ userId: reading.userId });
  if (!claimed) return undefined;
  const [pending] = await db.select().from(readingPending).where(eq(readingPending.readingId, readingId));
  if (!pending) return undefined;
  return { userId: claimed.userId, work: decryptPending(jobKey, readingId, pending.payload) };
}

/**
 * Seals the model's output to the user's key and makes the reading ACTIVE, deleting its pending work
 * (and telling a user who went away that it is ready) in the same transaction. An output the safety screen
 * replaced (docs/product.md#safety) is kept as the safe answer and refunded in that transaction: help costs nothing. False when the reading
 * is no longer being written (discarded meanwhile) or the user started over, which deleted their key.
 * @throws OracleError (retryable) when the output lacks an answer for a drawn card.
 */
export async function completeReading(db: Db, readingId: string, claimed: ClaimedReading, output: OracleOutput): Promise<boolean> {
  const publicKey = await loadPublicKey(db, claimed.userId);
  if (!publicKey) return false;
  const sealedResult = sealResult(publicKey, readingId, {
    title: output.title,
    summary: output.summary,
    answers: claimed.work.drawn.map((drawn, index) => {
      const answer = output.answers.find((candidate) => candidate.index === index);
      if (!answer) throw new OracleError(`The model wrote no answer for card ${index}`, true);
      return { answerUuid: drawn.answerUuid, cardId: drawn.cardId, reversed: drawn.reversed, text: answer.text, visualDescription: answer.visualDescription };
    }),
    clarifiers: [],
    ...(output.safety ? { safety: output.safety } : {}),
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reading)
      .set({ status: 'ACTIVE', sealedResult, version: 1, updatedAt: new Date() })
      .where(and(eq(reading.id, readingId), eq(reading.status, 'GENERATING')))
      .returning({ userId: reading.userId, createdAt: reading.createdAt });
    await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
    if (row && output.safety) await refundCharge(tx, row.userId, readingChargeKey(readingId));
    else if (row) await noteReadyWhileAway(tx, { kind: 'reading', userId: row.userId, startedAt: row.createdAt });
    return Boolean(row);
  });
}

/** Marks a reading FAILED, refunds its charge and deletes its pending work, all at most once; true the time it happens. */
export async function failReading(db: Db, readingId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reading)
      .set({ status: 'FAILED', updatedAt: new Date() })
      .where(and(eq(reading.id, readingId), inArray(reading.status, [...IN_PROGRESS_STATUSES])))
      .returning({ userId: reading.userId });
    if (!row) return false;
    await refundCharge(tx, row.userId, readingChargeKey(readingId));
    await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
    return true;
  });
}
