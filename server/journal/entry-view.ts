import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JournalEntry } from '#common/api/journal.ts';
import { journalEntry } from '#server/db/schema/journal.ts';
import type { Executor } from '#server/points/load-points.ts';
import { EMPTY_CONTENT, openContent } from './sealed-content.ts';

export type JournalEntryRow = typeof journalEntry.$inferSelect;

/** The entry row of a reading, if anything (a save or a check-in) made one. */
export async function entryRow(db: Pick<Executor, 'select'>, readingId: string): Promise<JournalEntryRow | undefined> {
  const [row] = await db.select().from(journalEntry).where(eq(journalEntry.readingId, readingId));
  return row;
}

/**
 * A reading's entry as the API gives it, opened with the owner's private key: version 0 and nothing written when there
 * is no row or only a check-in; the pending check-in from the plain columns.
 */
export function toEntryView(readingId: string, row: JournalEntryRow | null | undefined, privateKey: KeyObject): JournalEntry {
  const content = row?.sealed ? openContent(privateKey, readingId, row.version, row.sealed) : EMPTY_CONTENT;
  return {
    readingId,
    ...content,
    version: row?.version ?? 0,
    updatedAt: row && row.version > 0 ? row.updatedAt.getTime() : null,
    checkIn: row?.checkInAt ? { dueAt: row.checkInAt.getTime(), byEmail: row.checkInByEmail } : null,
  };
}
