import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';
import { reading } from './readings.ts';

/**
 * A saved reading's journal entry (docs/architecture.md#the-journal). What the user wrote (reflection, moods, tags,
 * outcome) is one sealed blob, sealed to the user's key like the reading; the plain columns hold only what the server
 * needs without the key: how many saves there were, and when a check-in comes due and whether it asks by email.
 */
export const journalEntry = pgTable(
  'journal_entry',
  {
    readingId: text('reading_id')
      .primaryKey()
      .references(() => reading.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Counts the saves of the content; 0 while only a check-in is set. */
    version: integer('version').notNull().default(0),
    /** The content of `version`; null while only a check-in is set. */
    sealed: bytea('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the content was last saved (the row's creation while `version` is 0). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When "How did it turn out?" comes due; null when none is asked or it was answered. */
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkInByEmail: boolean('check_in_by_email').notNull().default(false),
    /** When the reminder went out by email, so it goes once. */
    checkInEmailedAt: timestamp('check_in_emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('journal_entry_user_idx').on(table.userId),
    // The reminder job looks for due check-ins across all users; most entries have none.
    index('journal_entry_check_in_due_idx')
      .on(table.checkInAt)
      .where(sql`${table.checkInAt} IS NOT NULL`),
  ],
);

/**
 * The earlier versions of an entry, as they were saved, sealed like the entry (the last JOURNAL_HISTORY_VERSIONS are
 * kept). A version's blob moves here from `journal_entry.sealed` unchanged when a newer one is saved.
 */
export const journalEntryVersion = pgTable(
  'journal_entry_version',
  {
    readingId: text('reading_id')
      .notNull()
      .references(() => reading.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sealed: bytea('sealed').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.readingId, table.version] })],
);
