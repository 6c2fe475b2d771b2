import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { BodyOf } from '#common/api/endpoint.ts';
import type { DueCheckIn, setCheckIn as setCheckInCall } from '#common/api/journal.ts';
import { checkInDueAt } from '#common/domain/journal.ts';
import type { Db } from '#server/db/database.ts';
import { journalEntry } from '#server/db/schema/journal.ts';
import { reading } from '#server/db/schema/readings.ts';
import type { JournalEntryRow } from './entry-view.ts';
import { lockSavedReading } from './saved-reading.ts';

/**
 * `PUT /v1/journal/check-in/:id`: asks "How did it turn out?" `delay` from `now`, by email too when asked, or with
 * `delay: null` asks nothing. Only the plain columns change, so no key is needed: what the user wrote keeps its version.
 */
export async function setCheckIn(
  db: Db,
  { userId, readingId }: { userId: string; readingId: string },
  input: BodyOf<typeof setCheckInCall>,
  now = new Date(),
): Promise<JournalEntryRow> {
  const checkIn = {
    checkInAt: input.delay === null ? null : new Date(checkInDueAt(now.getTime(), input.delay)),
    checkInByEmail: input.delay !== null && input.byEmail,
    checkInEmailedAt: null,
  };
  return db.transaction(async (tx) => {
    await lockSavedReading(tx, userId, readingId);
    const [stored] = await tx
      .insert(journalEntry)
      .values({ readingId, userId, createdAt: now, updatedAt: now, ...checkIn })
      .onConflictDoUpdate({ target: journalEntry.readingId, set: checkIn })
      .returning();
    return stored!;
  });
}

/**
 * `GET /v1/journal/check-ins/due`: the user's check-ins due by `now` on readings still saved, oldest first. Only the
 * plain columns are read, so a locked session gets them too.
 */
export async function dueCheckIns(db: Db, userId: string, now = new Date()): Promise<DueCheckIn[]> {
  const rows = await db
    .select({ readingId: journalEntry.readingId, dueAt: journalEntry.checkInAt })
    .from(journalEntry)
    .innerJoin(reading, eq(reading.id, journalEntry.readingId))
    .where(and(eq(journalEntry.userId, userId), lte(journalEntry.checkInAt, now), isNotNull(reading.savedAt)))
    .orderBy(asc(journalEntry.checkInAt), asc(journalEntry.readingId));
  return rows.map((row) => ({ readingId: row.readingId, dueAt: row.dueAt!.getTime() }));
}
