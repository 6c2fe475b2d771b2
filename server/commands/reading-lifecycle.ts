import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '#common/api/readings.ts';
import { MAX_SAVED_READINGS } from '#common/limits.ts';
import type { Db } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { reading } from '#server/db/schema/readings.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { activeReading, ownReading, type ReadingRow } from '#server/readings/reading-view.ts';

const BEING_WRITTEN = 'This reading is being written right now. Wait a moment, then try again.';
const OPEN_ANOTHER_FIRST = 'Save or discard your current reading before opening another.';

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
 * A queued one is cancelled without a refund: its cards were drawn at start and the gems paid for
 * that draw, so discarding cannot be a free preview of draws (only a failed generation is refunded).
 * Its pending work goes with the row (ON DELETE CASCADE) and its job then finds nothing to do.
 * One being written cannot be pulled from under the worker; the status is re-checked in the write
 * itself, because the worker may claim a queued reading between the read and the delete.
 */
async function retire(db: Db, row: ReadingRow, keepSaved: boolean): Promise<void> {
  if (row.status === 'GENERATING') throw new HttpError(409, 'reading_being_written', BEING_WRITTEN);
  const notBeingWritten = and(eq(reading.id, row.id), ne(reading.status, 'GENERATING'));
  const retired =
    keepSaved && row.savedAt
      ? await db.update(reading).set({ status: 'SAVED', updatedAt: new Date() }).where(notBeingWritten).returning({ id: reading.id })
      : await db.delete(reading).where(notBeingWritten).returning({ id: reading.id });
  if (retired.length > 0) return;
  const [now] = await db.select({ status: reading.status }).from(reading).where(eq(reading.id, row.id));
  if (now?.status === 'GENERATING') throw new HttpError(409, 'reading_being_written', BEING_WRITTEN);
}

/** `delete_reading/active`: discards the active reading (a saved copy stays in My Readings) and returns it as it was. */
export async function discardActiveReading(db: Db, userId: string): Promise<ReadingRow | undefined> {
  const active = await activeReading(db, userId);
  if (active) await retire(db, active, true);
  return active;
}

/** `delete_reading/{id}`: deletes one of the user's readings outright. */
export async function deleteReading(db: Db, userId: string, id: string): Promise<void> {
  await retire(db, await ownReading(db, userId, id), false);
}

/**
 * `set_active/{id}`: re-opens a saved reading as the active one; a saved active reading steps back to
 * My Readings. The user's readings are locked while it checks and switches, so concurrent calls run
 * one after another; a start racing in between (it inserts a new row, which no lock covers) trips the
 * one-active-reading index, and that is a 409 like any other reading in progress.
 */
export async function setActiveReading(db: Db, userId: string, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // Locked in id order, so two calls never hold part of the set each and deadlock.
      const rows = await tx.select().from(reading).where(eq(reading.userId, userId)).orderBy(asc(reading.id)).for('update');
      const row = rows.find((candidate) => candidate.id === id);
      // Another user's id answers like a missing one (see ownReading).
      if (!row) throw notFound('No such reading');
      if (row.status === 'ACTIVE') return;
      if (row.status !== 'SAVED') throw new HttpError(400, 'not_saved', 'Only saved readings can be opened again.');
      const active = rows.find((candidate) => ACTIVE_STATUSES.includes(candidate.status));
      if (active && !active.savedAt) throw new HttpError(409, 'reading_in_progress', OPEN_ANOTHER_FIRST);
      if (active) await tx.update(reading).set({ status: 'SAVED', updatedAt: new Date() }).where(eq(reading.id, active.id));
      await tx.update(reading).set({ status: 'ACTIVE', updatedAt: new Date() }).where(eq(reading.id, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reading_one_active_per_user_idx')) throw new HttpError(409, 'reading_in_progress', OPEN_ANOTHER_FIRST);
    throw error;
  }
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
