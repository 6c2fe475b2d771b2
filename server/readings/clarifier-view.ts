import type { KeyObject } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clarifier } from '#common/api/readings.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import type { Db } from '#server/db/database.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import type { Executor } from '#server/points/load-points.ts';
import { openClarifierRequest, openClarifierResult } from './clarifier-sealed.ts';

/**
 * Raises a reading's version: its clarifiers changed (one started, was written or failed), so a copy cached
 * under the old `get_reading?v=` is known stale.
 */
export async function bumpVersion(tx: Executor, readingId: string): Promise<void> {
  await tx.update(reading).set({ version: sql`${reading.version} + 1`, updatedAt: new Date() }).where(eq(reading.id, readingId));
}

type ClarifierRow = typeof readingClarifier.$inferSelect;

/** One clarifier opened with the owner's private key (docs/product.md#clarifiers). */
function clarifierView(row: ClarifierRow, privateKey: KeyObject): Clarifier {
  const ids = { readingId: row.readingId, clarifierId: row.id };
  const sealed = openClarifierRequest(privateKey, ids, row.sealedRequest);
  const result = row.sealedResult ? openClarifierResult(privateKey, ids, row.sealedResult) : null;
  return {
    selectedCards: sealed.request.selectedCards,
    crossingCard: sealed.request.crossingCard,
    awnsers: result?.answers ?? sealed.drawn.map(({ answerUuid, cardId, reversed }) => ({ answerUuid, cardId, reversed })),
    clarifierForAnswerUuid: sealed.clarifierForAnswerUuid,
    id: row.id,
    position: row.position,
    status: row.status,
    question: sealed.request.general ? '' : sealed.request.question,
    ...(result ? { summary: result.summary } : {}),
    cost: row.cost,
    ...(result?.safety ? { safety: safeAnswer(result.safety) } : {}),
  };
}

/**
 * A reading's clarifiers in the order they were asked, opened with the owner's private key (docs/product.md#clarifiers): each
 * its card(s), the answer it clarifies, its follow-up question, and what the model wrote once it has.
 */
export async function clarifierViews(db: Db, readingId: string, privateKey: KeyObject): Promise<Clarifier[]> {
  const rows = await db.select().from(readingClarifier).where(eq(readingClarifier.readingId, readingId)).orderBy(asc(readingClarifier.position));
  return rows.map((row) => clarifierView(row, privateKey));
}

/** The clarifiers of several readings in one query (a page of the journal), by reading id, each in the order asked. */
export async function clarifierViewsOf(db: Db, readingIds: readonly string[], privateKey: KeyObject): Promise<Map<string, Clarifier[]>> {
  const byReading = new Map<string, Clarifier[]>(readingIds.map((id) => [id, []]));
  if (readingIds.length === 0) return byReading;
  const rows = await db
    .select()
    .from(readingClarifier)
    .where(inArray(readingClarifier.readingId, [...readingIds]))
    .orderBy(asc(readingClarifier.readingId), asc(readingClarifier.position));
  for (const row of rows) byReading.get(row.readingId)!.push(clarifierView(row, privateKey));
  return byReading;
}
