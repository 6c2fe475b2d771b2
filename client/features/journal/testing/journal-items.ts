import type { JournalEntry, JournalItem } from '#common/api/journal.ts';
import type { Reading } from '#common/api/readings.ts';
import { buildReading, type FixtureOptions } from '#client/test/reading-fixture.ts';

/** A reading's entry with nothing written, as the server answers for it. */
export const emptyEntry = (readingId: string): JournalEntry => ({
  readingId,
  reflection: '',
  moodBefore: null,
  moodAfter: null,
  tags: [],
  outcome: null,
  version: 0,
  updatedAt: null,
  checkIn: null,
});

/** What a fixture journal item is made of: the reading's options, a few of its fields, and its entry's. */
export interface JournalItemOptions extends FixtureOptions {
  title?: string;
  createdAt?: number;
  entry?: Partial<JournalEntry>;
}

/** A saved reading (see buildReading) with its journal entry. */
export async function journalItem(options: JournalItemOptions = {}): Promise<JournalItem> {
  const built: Reading = await buildReading({ status: 'SAVED', saved: true, ...options });
  const reading = { ...built, title: options.title ?? built.title, createdAt: options.createdAt ?? built.createdAt };
  return { reading, entry: { ...emptyEntry(reading.id), ...options.entry, readingId: reading.id } };
}
