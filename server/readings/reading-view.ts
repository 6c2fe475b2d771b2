import type { KeyObject } from 'node:crypto';
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import { ACTIVE_STATUSES, type Clarifier, type Reading } from '#common/api/readings.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import type { Db } from '#server/db/database.ts';
import { reading } from '#server/db/schema/readings.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { clarifierViews } from './clarifier-view.ts';
import { openRequest, openResult } from './sealed.ts';

export type ReadingRow = typeof reading.$inferSelect;

/** A reading of this user, or 404 — for another user's id too, so ids reveal nothing (policy). */
export async function ownReading(db: Db, userId: string, id: string): Promise<ReadingRow> {
  const [row] = await db.select().from(reading).where(and(eq(reading.id, id), eq(reading.userId, userId)));
  if (!row) throw notFound('No such reading');
  return row;
}

/** The user's active (queued, being written or finished, not yet discarded) reading, if any. */
export async function activeReading(db: Db, userId: string): Promise<ReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(reading)
    .where(and(eq(reading.userId, userId), inArray(reading.status, [...ACTIVE_STATUSES])));
  return row;
}

/** 1 for the next reading to be written, 2 for the one after … (0 once it is being written). */
export async function queuePosition(db: Db, row: Pick<ReadingRow, 'status' | 'createdAt'>): Promise<number> {
  if (row.status !== 'QUEUED') return 0;
  const [ahead] = await db
    .select({ value: count() })
    .from(reading)
    .where(and(eq(reading.status, 'QUEUED'), lt(reading.createdAt, row.createdAt)));
  return (ahead?.value ?? 0) + 1;
}

/** Requires the session's private key: readings are sealed, and only an unlocked session opens them. */
export function requireUnlocked(privateKey: KeyObject | null): KeyObject {
  if (!privateKey) throw new HttpError(403, 'locked', 'Unlock your readings first.');
  return privateKey;
}

/** Opens a reading's sealed halves with the user's private key into the API's Reading (docs/product.md#reading). */
export async function toReadingView(db: Db, row: ReadingRow, privateKey: KeyObject): Promise<Reading> {
  const clarifiers = await clarifierViews(db, row.id, privateKey);
  return openReading(row, privateKey, clarifiers, row.status === 'QUEUED' ? await queuePosition(db, row) : undefined);
}

/**
 * {@link toReadingView} with the reading's clarifiers, and its place when queued, already loaded: a page of readings
 * loads the clarifiers of all of them in one query.
 */
export function openReading(row: ReadingRow, privateKey: KeyObject, clarifiers: Clarifier[], queuePlace: number | undefined): Reading {
  const sealed = openRequest(privateKey, row.id, row.sealedRequest);
  const result = row.sealedResult ? openResult(privateKey, row.id, row.sealedResult) : null;
  const awnsers = result?.answers ?? sealed.drawn.map(({ answerUuid, cardId, reversed }) => ({ answerUuid, cardId, reversed }));
  return {
    id: row.id,
    request: sealed.request,
    cost: row.cost,
    status: row.status,
    saved: row.savedAt !== null,
    version: row.version,
    title: result?.title ?? '',
    summary: result?.summary ?? '',
    createdAt: row.createdAt.getTime(),
    shuffles: [sealed.shuffle],
    spread: { selectedCards: sealed.request.selectedCards, crossingCard: sealed.request.crossingCard, awnsers },
    clarifiers,
    ...(queuePlace === undefined ? {} : { queuePosition: queuePlace }),
    seed: sealed.seed,
    commitment: sealed.commitment,
    ...(sealed.special ? { special: sealed.special } : {}),
    ...(result?.safety ? { safety: safeAnswer(result.safety) } : {}),
  };
}
