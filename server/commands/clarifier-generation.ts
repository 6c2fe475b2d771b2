/**
 * The writing half of a clarifier's lifecycle (docs/product.md#clarifiers), as reading-generation.ts is for readings:
 * claiming a queued clarifier, storing what the model wrote while bumping its reading's version, or failing it with its
 * one refund. Each is a conditional update on the clarifier's status, so a job that runs twice changes nothing the second time.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { clarifierPending, readingClarifier } from '#server/db/schema/readings.ts';
import { loadPublicKey } from '#server/encryption/public-key.ts';
import { noteReadyWhileAway } from '#server/messages/reading-ready.ts';
import { OracleError, type OracleOutput } from '#server/oracle/oracle.ts';
import { refundCharge } from '#server/points/charge-gems.ts';
import { clarifierChargeKey } from '#server/readings/charge-key.ts';
import { bumpVersion } from '#server/readings/clarifier-view.ts';
import { type ClarifierWork, decryptClarifierWork } from '#server/readings/clarifier-pending.ts';
import { type ClarifierIds, sealClarifierResult } from '#server/readings/clarifier-sealed.ts';

/** A clarifier claimed for writing: whose it is and the model's input. */
export interface ClaimedClarifier {
  userId: string;
  work: ClarifierWork;
}

/**
 * Moves a QUEUED clarifier (or one a crashed attempt left GENERATING) to GENERATING and opens its
 * pending work; undefined when there is nothing to write (its reading discarded, already written, or started over).
 */
export async function claimClarifier(db: Db, jobKey: Buffer, { readingId, clarifierId }: ClarifierIds): Promise<ClaimedClarifier | undefined> {
  const [claimed] = await db
    .update(readingClarifier)
    .set({ status: 'GENERATING', updatedAt: new Date() })
    .where(and(eq(readingClarifier.id, clarifierId), eq(readingClarifier.readingId, readingId), inArray(readingClarifier.status, ['QUEUED', 'GENERATING'])))
    .returning({ userId: readingClarifier.userId });
  if (!claimed) return undefined;
  const [pending] = await db.select().from(clarifierPending).where(eq(clarifierPending.clarifierId, clarifierId));
  if (!pending) return undefined;
  return { userId: claimed.userId, work: decryptClarifierWork(jobKey, clarifierId, pending.payload) };
}

/**
 * Seals the model's output to the user's key and makes the clarifier ACTIVE, raising its reading's version and deleting the pending work, in one transaction;
 * an output the safety screen replaced is kept as the safe answer and refunded in it (docs/product.md#safety). False when the clarifier is no
 * longer being written or the user started over, which deleted their key.
 * @throws OracleError (retryable) when the output lacks an answer for a drawn card.
 */
export async function completeClarifier(db: Db, ids: ClarifierIds, claimed: ClaimedClarifier, output: OracleOutput): Promise<boolean> {
  const publicKey = await loadPublicKey(db, claimed.userId);
  if (!publicKey) return false;
  const sealedResult = sealClarifierResult(publicKey, ids, {
    summary: output.summary,
    answers: claimed.work.drawn.map((drawn, index) => {
      const answer = output.answers.find((candidate) => candidate.index === index);
      if (!answer) throw new OracleError(`The model wrote no answer for clarifier card ${index}`, true);
      return { answerUuid: drawn.answerUuid, cardId: drawn.cardId, reversed: drawn.reversed, text: answer.text, visualDescription: answer.visualDescription };
    }),
    ...(output.safety ? { safety: output.safety } : {}),
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(readingClarifier)
      .set({ status: 'ACTIVE', sealedResult, updatedAt: new Date() })
      .where(and(eq(readingClarifier.id, ids.clarifierId), eq(readingClarifier.status, 'GENERATING')))
      .returning({ userId: readingClarifier.userId, createdAt: readingClarifier.createdAt });
    if (row) await bumpVersion(tx, ids.readingId);
    if (row && output.safety) await refundCharge(tx, row.userId, clarifierChargeKey(ids.clarifierId));
    else if (row) await noteReadyWhileAway(tx, { kind: 'clarifier', userId: row.userId, startedAt: row.createdAt });
    await tx.delete(clarifierPending).where(eq(clarifierPending.clarifierId, ids.clarifierId));
    return Boolean(row);
  });
}

/** Marks a clarifier FAILED (a new version of its reading), refunds its charge and deletes its pending work, all at most once; true the time it happens. */
export async function failClarifier(db: Db, clarifierId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(readingClarifier)
      .set({ status: 'FAILED', updatedAt: new Date() })
      .where(and(eq(readingClarifier.id, clarifierId), inArray(readingClarifier.status, ['QUEUED', 'GENERATING'])))
      .returning({ userId: readingClarifier.userId, readingId: readingClarifier.readingId });
    if (!row) return false;
    await bumpVersion(tx, row.readingId);
    await refundCharge(tx, row.userId, clarifierChargeKey(clarifierId));
    await tx.delete(clarifierPending).where(eq(clarifierPending.clarifierId, clarifierId));
    return true;
  });
}
