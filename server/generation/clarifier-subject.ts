import { and, eq, inArray } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES } from '#common/api/readings.ts';
import { clarifierPending, readingClarifier } from '#server/db/schema/readings.ts';
import { toClarifierOracleRequest } from '#server/readings/clarifier-oracle-request.ts';
import { type ClarifierWork, decryptClarifierWork } from '#server/readings/clarifier-pending.ts';
import { type ClarifierIds, sealClarifierResult } from '#server/readings/clarifier-sealed.ts';
import { bumpVersion } from '#server/readings/clarifier-view.ts';
import { answersFor } from './answers.ts';
import type { GenerationSubject } from './subject.ts';

/**
 * A clarifier as the generation pipeline writes it (docs/product.md#clarifiers): a row of its own on its reading, whose
 * version goes up whenever the clarifier is written or fails, so the reading's page sees the change.
 */
export function clarifierSubject(ids: ClarifierIds): GenerationSubject<ClarifierWork> {
  const { readingId, clarifierId } = ids;
  return {
    kind: 'clarifier',
    id: clarifierId,
    async claim(db, jobKey) {
      const [claimed] = await db
        .update(readingClarifier)
        .set({ status: 'GENERATING', updatedAt: new Date() })
        .where(and(eq(readingClarifier.id, clarifierId), eq(readingClarifier.readingId, readingId), inArray(readingClarifier.status, [...IN_PROGRESS_STATUSES])))
        .returning({ userId: readingClarifier.userId });
      if (!claimed) return undefined;
      const [pending] = await db.select().from(clarifierPending).where(eq(clarifierPending.clarifierId, clarifierId));
      if (!pending) return undefined;
      return { userId: claimed.userId, work: decryptClarifierWork(jobKey, clarifierId, pending.payload) };
    },
    oracleRequest: toClarifierOracleRequest,
    seal: (publicKey, work, output) =>
      sealClarifierResult(publicKey, ids, {
        summary: output.summary,
        answers: answersFor(work.drawn, output, 'clarifier card'),
        ...(output.safety ? { safety: output.safety } : {}),
      }),
    async complete(tx, sealedResult) {
      const [row] = await tx
        .update(readingClarifier)
        .set({ status: 'ACTIVE', sealedResult, updatedAt: new Date() })
        .where(and(eq(readingClarifier.id, clarifierId), eq(readingClarifier.status, 'GENERATING')))
        .returning({ userId: readingClarifier.userId, createdAt: readingClarifier.createdAt });
      if (row) await bumpVersion(tx, readingId);
      await tx.delete(clarifierPending).where(eq(clarifierPending.clarifierId, clarifierId));
      return row;
    },
    async fail(tx) {
      const [row] = await tx
        .update(readingClarifier)
        .set({ status: 'FAILED', updatedAt: new Date() })
        .where(and(eq(readingClarifier.id, clarifierId), inArray(readingClarifier.status, [...IN_PROGRESS_STATUSES])))
        .returning({ userId: readingClarifier.userId });
      if (!row) return undefined;
      await bumpVersion(tx, readingId);
      await tx.delete(clarifierPending).where(eq(clarifierPending.clarifierId, clarifierId));
      return row;
    },
  };
}
