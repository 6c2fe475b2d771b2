import type { KeyObject } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { JournalVersion } from '#common/api/journal.ts';
import type { Db } from '#server/db/database.ts';
import { journalEntryVersion } from '#server/db/schema/journal.ts';
import { openContent } from './sealed-content.ts';

/** `GET /v1/journal/entry/:id/history`: the entry's earlier versions as they were saved, newest first. */
export async function journalHistory(db: Db, readingId: string, privateKey: KeyObject): Promise<JournalVersion[]> {
  const rows = await db.select().from(journalEntryVersion).where(eq(journalEntryVersion.readingId, readingId)).orderBy(desc(journalEntryVersion.version));
  return rows.map((row) => ({ ...openContent(privateKey, readingId, row.version, row.sealed), version: row.version, savedAt: row.savedAt.getTime() }));
}
