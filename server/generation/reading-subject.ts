import { and, eq, inArray, sql } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES } from '#common/api/readings.ts';
import { reading, readingPending } from '#server/db/schema/readings.ts';
import { toOracleRequest } from '#server/readings/oracle-request.ts';
import { decryptPending, type PendingWork } from '#server/readings/pending.ts';
import { sealResult } from '#server/readings/sealed.ts';
import { answersFor } from './answers.ts';
import type { GenerationSubject } from './subject.ts';

/** A reading as the generation pipeline writes it (docs/decisions/0006-readings-pipeline.md). */
export function readingSubject(readingId: string): GenerationSubject<PendingWork> {
  return {
    kind: 'reading',
    id: readingId,
    async claim(db, jobKey) {
      const [claimed] = await db
        .update(reading)
        .set({ status: 'GENERATING', updatedAt: new Date() })
        .where(and(eq(reading.id, readingId), inArray(reading.status, [...IN_PROGRESS_STATUSES])))
        .returning({ userId: reading.userId });
      if (!claimed) return undefined;
      const [pending] = await db.select().from(readingPending).where(eq(readingPending.readingId, readingId));
      if (!pending) return undefined;
      return { userId: claimed.userId, work: decryptPending(jobKey, readingId, pending.payload) };
    },
    oracleRequest: toOracleRequest,
    seal: (publicKey, work, output) =>
      sealResult(publicKey, readingId, {
        title: output.title,
        summary: output.summary,
        answers: answersFor(work.drawn, output, 'card'),
        clarifiers: [],
        ...(output.safety ? { safety: output.safety } : {}),
      }),
    async complete(tx, sealedResult) {
      // Only here, and only past GENERATING, so it is set once. The database's clock, like created_at's: the
      // admin numbers subtract the two, which a worker's clock running behind could turn negative.
      const [row] = await tx
        .update(reading)
        .set({ status: 'ACTIVE', sealedResult, version: 1, updatedAt: new Date(), writtenAt: sql`now()` })
        .where(and(eq(reading.id, readingId), eq(reading.status, 'GENERATING')))
        .returning({ userId: reading.userId, createdAt: reading.createdAt });
      await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
      return row;
    },
    async fail(tx) {
      const [row] = await tx
        .update(reading)
        .set({ status: 'FAILED', updatedAt: new Date() })
        .where(and(eq(reading.id, readingId), inArray(reading.status, [...IN_PROGRESS_STATUSES])))
        .returning({ userId: reading.userId });
      if (row) await tx.delete(readingPending).where(eq(readingPending.readingId, readingId));
      return row;
    },
  };
}
