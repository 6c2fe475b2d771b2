import { type SQL, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { ACTIVE_STATUSES, IN_PROGRESS_STATUSES, type ReadingStatus } from '#common/api/readings.ts';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';

/**
 * `column IN ('QUEUED', …)` written out as literals: a partial index's condition cannot take bound parameters, and the
 * migrations' snapshots hold this very text.
 */
const statusIn = (column: PgColumn, statuses: readonly ReadingStatus[]): SQL => sql`${column} IN (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;

/**
 * A reading. Everything the user wrote or the model answered is sealed to the user's public key
 * (docs/architecture.md#sealed-readings): `sealed_request` from the start, `sealed_result` once generated. The plain columns
 * say only what the lifecycle needs.
 */
export const reading = pgTable(
  'reading',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReadingStatus>().notNull(),
    kind: text('kind').$type<'reading' | 'clarifier' | 'special'>().notNull(),
    cost: integer('cost').notNull(),
    /** Increases whenever the sealed result changes (a clarifier is added), for `get_reading?v=`. */
    version: integer('version').notNull().default(0),
    sealedRequest: bytea('sealed_request').notNull(),
    sealedResult: bytea('sealed_result'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the worker stored the result, set once and never again: `updated_at` moves with saving, clarifiers and
     * set-active, so only this says how long the reading took to write (the admin numbers). Null until written, and
     * for a reading that failed.
     */
    writtenAt: timestamp('written_at', { withTimezone: true }),
  },
  (table) => [
    // At most one active reading per user, enforced by the database even under concurrent starts.
    uniqueIndex('reading_one_active_per_user_idx')
      .on(table.userId)
      .where(statusIn(table.status, ACTIVE_STATUSES)),
    index('reading_user_saved_idx').on(table.userId, table.savedAt),
    index('reading_queue_idx').on(table.status, table.createdAt),
  ],
);

/**
 * A clarifier: a follow-up question on one answer of a reading (docs/product.md#clarifiers), written by
 * the same worker. Its request (question, card, the answer it clarifies) and result are sealed to the
 * user's key like the reading's own halves; the plain columns say only what its lifecycle needs.
 * `position` numbers a reading's clarifiers from 1 in the order they were asked.
 */
export const readingClarifier = pgTable(
  'reading_clarifier',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => reading.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status').$type<ReadingStatus>().notNull(),
    cost: integer('cost').notNull(),
    sealedRequest: bytea('sealed_request').notNull(),
    sealedResult: bytea('sealed_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reading_clarifier_position_idx').on(table.readingId, table.position),
    // One clarifier being written per reading at a time, enforced under concurrent starts.
    uniqueIndex('reading_clarifier_one_in_flight_idx')
      .on(table.readingId)
      .where(statusIn(table.status, IN_PROGRESS_STATUSES)),
  ],
);

/**
 * What the model needs while a clarifier waits (its question, card and the answer it clarifies),
 * encrypted under the job key; deleted with the sealed result or the refund, as for readings.
 */
export const clarifierPending = pgTable('clarifier_pending', {
  clarifierId: text('clarifier_id')
    .primaryKey()
    .references(() => readingClarifier.id, { onDelete: 'cascade' }),
  payload: bytea('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the model needs while a reading waits (question, cards), encrypted under the server's job key.
 * Deleted in the same transaction that stores the sealed result or the refund.
 */
export const readingPending = pgTable('reading_pending', {
  readingId: text('reading_id')
    .primaryKey()
    .references(() => reading.id, { onDelete: 'cascade' }),
  payload: bytea('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A committed shuffle (docs/architecture.md#commit-and-draw): the seed stays secret until the user has picked. */
export const shuffleCommitment = pgTable(
  'shuffle_commitment',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seed: bytea('seed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('shuffle_commitment_user_idx').on(table.userId)],
);
