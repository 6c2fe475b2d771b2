import type { KeyObject } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { QueryOf } from '#common/api/endpoint.ts';
import type { getJournalPage, JournalPage } from '#common/api/journal.ts';
import { JOURNAL_PAGE_SIZE } from '#common/limits.ts';
import { savedCount } from '#server/commands/reading-lifecycle.ts';
import type { Db } from '#server/db/database.ts';
import { journalEntry } from '#server/db/schema/journal.ts';
import { reading } from '#server/db/schema/readings.ts';
import { clarifierViewsOf } from '#server/readings/clarifier-view.ts';
import { openReading } from '#server/readings/reading-view.ts';
import { toEntryView } from './entry-view.ts';
import { encodeCursor, parseCursor } from './page-cursor.ts';

/**
 * `GET /v1/journal/page`: the user's saved readings, newest saved first, each opened with its entry. One query reads
 * the page's readings with their entries, one their clarifiers and one counts the saved readings, however long the page.
 */
export async function journalPage(db: Db, userId: string, query: QueryOf<typeof getJournalPage>, privateKey: KeyObject): Promise<JournalPage> {
  const after = query.after === undefined ? undefined : parseCursor(query.after);
  const limit = query.limit ?? JOURNAL_PAGE_SIZE;
  const rows = await db
    .select({ reading, entry: journalEntry })
    .from(reading)
    .leftJoin(journalEntry, eq(journalEntry.readingId, reading.id))
    .where(
      and(
        eq(reading.userId, userId),
        isNotNull(reading.savedAt),
        after ? sql`(${reading.savedAt}, ${reading.id}) < (${after.savedAt.toISOString()}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(reading.savedAt), desc(reading.id))
    // One more than the page tells whether another page follows.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const clarifiers = await clarifierViewsOf(
    db,
    page.map((row) => row.reading.id),
    privateKey,
  );
  // A reading is saved once written, so none of these is queued and none has a place in the queue.
  const items = page.map(({ reading: row, entry }) => ({
    reading: openReading(row, privateKey, clarifiers.get(row.id)!, undefined),
    entry: toEntryView(row.id, entry, privateKey),
  }));
  const last = page.at(-1)?.reading;
  return {
    items,
    next: rows.length > limit && last ? encodeCursor({ savedAt: last.savedAt!, id: last.id }) : null,
    total: await savedCount(db, userId),
  };
}
