import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { reading } from '#server/db/schema/readings.ts';
import { HttpError } from '#server/http/errors.ts';
import { refundCharge } from '#server/points/charge-gems.ts';
import { activeReading, ownReading, type ReadingRow } from '#server/readings/reading-view.ts';

/** My Readings holds at most this many (DESIGN §5). */
export const MAX_SAVED_READINGS = 50;

const BEING_WRITTEN = 'This reading is being written right now. Wait a moment, then try again.';

export async function savedCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reading).where(and(eq(reading.userId, userId), isNotNull(reading.savedAt)));
  return row?.value ?? 0;
}

/** Saves the active, finished reading to My Readings; it stays the active reading until discarded. */
export async function saveActiveReading(db: Db, userId: string): Promise<void> {
  const active = await activeReading(db, userId);
  if (!active || active.status !== 'ACTIVE') throw new HttpError(400, 'no_active_reading', 'There is no finished reading to save.');
  if (active.savedAt) return;
  if ((await savedCount(db, userId)) >= MAX_SAVED_READINGS) {
    throw new HttpError(400, 'saved_readings_full', `My Readings is full (${MAX_SAVED_READINGS}). Discard the oldest to make room.`);
  }
  await db.update(reading).set({ savedAt: new Date(), updatedAt: new Date() }).where(eq(reading.id, active.id));
}

/**
 * Removes a reading from view: a saved one stays in My Readings (SAVED), an unsaved one is deleted.
 * A queued one is deleted and refunded; one being written cannot be pulled from under the worker.
 */
async function retire(db: Db, row: ReadingRow, keepSaved: boolean): Promise<void> {
  if (row.status === 'GENERATING') throw new HttpError(409, 'reading_being_written', BEING_WRITTEN);
  await db.transaction(async (tx) => {
    if (row.status === 'QUEUED') await refundCharge(tx, row.userId, `reading:${row.id}`);
    if (keepSaved && row.savedAt) {
      await tx.update(reading).set({ status: 'SAVED', updatedAt: new Date() }).where(eq(reading.id, row.id));
    } else {
      await tx.delete(reading).where(eq(reading.id, row.id));
    }
  });
}

/** `delete_reading/active`: discards the active reading (a saved copy stays in My Readings). */
export async function discardActiveReading(db: Db, userId: string): Promise<void> {
  const active = await activeReading(db, userId);
  if (active) await retire(db, active, true);
}

/** `delete_reading/{id}`: deletes one of the user's readings outright. */
export async function deleteReading(db: Db, userId: string, id: string): Promise<void> {
  await retire(db, await ownReading(db, userId, id), false);
}

/** `set_active/{id}`: re-opens a saved reading as the active one; a saved active reading steps back to My Readings. */
export async function setActiveReading(db: Db, userId: string, id: string): Promise<void> {
  const row = await ownReading(db, userId, id);
  if (row.status === 'ACTIVE') return;
  if (row.status !== 'SAVED') throw new HttpError(400, 'not_saved', 'Only saved readings can be opened again.');
  const active = await activeReading(db, userId);
  if (active && !active.savedAt) {
    throw new HttpError(409, 'reading_in_progress', 'Save or discard your current reading before opening another.');
  }
  await db.transaction(async (tx) => {
    if (active) await tx.update(reading).set({ status: 'SAVED', updatedAt: new Date() }).where(eq(reading.id, active.id));
    await tx.update(reading).set({ status: 'ACTIVE', updatedAt: new Date() }).where(eq(reading.id, row.id));
  });
}

/** `discard_oldest`: deletes the oldest saved reading that is not the active one, returning its id. */
export async function discardOldestSaved(db: Db, userId: string): Promise<string | null> {
  const [oldest] = await db
    .select({ id: reading.id })
    .from(reading)
    .where(and(eq(reading.userId, userId), eq(reading.status, 'SAVED')))
    .orderBy(asc(reading.savedAt))
    .limit(1);
  if (!oldest) return null;
  await db.delete(reading).where(eq(reading.id, oldest.id));
  return oldest.id;
}
