import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReadingStatus } from '#common/api/readings.ts';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';

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
  },
  (table) => [
    // At most one active reading per user, enforced by the database even under concurrent starts.
    uniqueIndex('reading_one_active_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} IN ('QUEUED', 'GENERATING', 'ACTIVE')`),
    index('reading_user_saved_idx').on(table.userId, table.savedAt),
    index('reading_queue_idx').on(table.status, table.createdAt),
  ],
);

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
