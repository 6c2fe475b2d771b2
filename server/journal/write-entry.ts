import type { KeyObject } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { BodyOf } from '#common/api/endpoint.ts';
import type { answerCheckIn, JournalContent, JournalEntry, saveJournalEntry } from '#common/api/journal.ts';
import { normalizeTags } from '#common/domain/journal.ts';
import { JOURNAL_HISTORY_VERSIONS } from '#common/limits.ts';
import { rawPublicKey } from '#server/crypto/keypair.ts';
import type { Db } from '#server/db/database.ts';
import { journalEntry, journalEntryVersion } from '#server/db/schema/journal.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Executor } from '#server/points/load-points.ts';
import { entryRow, type JournalEntryRow, toEntryView } from './entry-view.ts';
import { lockSavedReading } from './saved-reading.ts';
import { EMPTY_CONTENT, openContent, sealContent } from './sealed-content.ts';

const CHANGED_ELSEWHERE = 'This entry was changed in another tab or device. Reload it to see the newest version, then save again.';

/** Who writes, on which reading, with the unlocked session's key (the new version is sealed to its public half). */
export interface JournalWriter {
  userId: string;
  readingId: string;
  privateKey: KeyObject;
}

/** Plain columns a write changes beside the content: answering ends the check-in. */
type CheckInColumns = Partial<Pick<JournalEntryRow, 'checkInAt' | 'checkInByEmail' | 'checkInEmailedAt'>>;

/**
 * Stores `content` as the entry's next version: the current one (if any) moves, sealed as it is, into the history,
 * which keeps the last JOURNAL_HISTORY_VERSIONS. Runs inside the transaction that locked the reading.
 */
async function storeVersion(
  tx: Executor,
  writer: JournalWriter,
  current: JournalEntryRow | undefined,
  content: JournalContent,
  now: Date,
  checkIn: CheckInColumns = {},
): Promise<JournalEntryRow> {
  const { userId, readingId, privateKey } = writer;
  const version = (current?.version ?? 0) + 1;
  if (current?.sealed) {
    await tx.insert(journalEntryVersion).values({ readingId, version: current.version, sealed: current.sealed, savedAt: current.updatedAt });
    await tx
      .delete(journalEntryVersion)
      .where(and(eq(journalEntryVersion.readingId, readingId), lte(journalEntryVersion.version, current.version - JOURNAL_HISTORY_VERSIONS)));
  }
  const sealed = sealContent(rawPublicKey(privateKey), readingId, version, content);
  const [stored] = await tx
    .insert(journalEntry)
    .values({ readingId, userId, version, sealed, createdAt: now, updatedAt: now, ...checkIn })
    .onConflictDoUpdate({ target: journalEntry.readingId, set: { version, sealed, updatedAt: now, ...checkIn } })
    .returning();
  return stored!;
}

/** The content of the entry as it stands, or nothing written. */
const contentOf = (row: JournalEntryRow | undefined, writer: JournalWriter): JournalContent =>
  row?.sealed ? openContent(writer.privateKey, writer.readingId, row.version, row.sealed) : EMPTY_CONTENT;

/**
 * `PUT /v1/journal/entry/:id`: saves the entry as edited from `baseVersion` (docs/product.md#the-journal). A save over
 * a newer version is refused (409), so two tabs never silently overwrite each other. The outcome is not edited here:
 * the saved version keeps the one the entry has.
 */
export async function saveEntry(db: Db, writer: JournalWriter, input: BodyOf<typeof saveJournalEntry>, now = new Date()): Promise<JournalEntry> {
  return db.transaction(async (tx) => {
    await lockSavedReading(tx, writer.userId, writer.readingId);
    const current = await entryRow(tx, writer.readingId);
    if (input.baseVersion !== (current?.version ?? 0)) throw new HttpError(409, 'journal_conflict', CHANGED_ELSEWHERE);
    const content: JournalContent = {
      reflection: input.reflection,
      moodBefore: input.moodBefore,
      moodAfter: input.moodAfter,
      tags: normalizeTags(input.tags),
      outcome: contentOf(current, writer).outcome,
    };
    return toEntryView(writer.readingId, await storeVersion(tx, writer, current, content, now), writer.privateKey);
  });
}

/**
 * `POST /v1/journal/outcome/:id`: records how it turned out as a new version of the entry, asked by a check-in or not;
 * the pending check-in, and its email, end.
 */
export async function recordOutcome(db: Db, writer: JournalWriter, input: BodyOf<typeof answerCheckIn>, now = new Date()): Promise<JournalEntry> {
  return db.transaction(async (tx) => {
    await lockSavedReading(tx, writer.userId, writer.readingId);
    const current = await entryRow(tx, writer.readingId);
    const outcome = { answer: input.answer, helped: input.helped, answeredAt: now.getTime() };
    const ended = { checkInAt: null, checkInByEmail: false, checkInEmailedAt: null };
    const stored = await storeVersion(tx, writer, current, { ...contentOf(current, writer), outcome }, now, ended);
    return toEntryView(writer.readingId, stored, writer.privateKey);
  });
}
