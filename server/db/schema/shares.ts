import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bytea } from './bytea.ts';
import { reading } from './readings.ts';

/**
 * A share of a reading (docs/architecture.md#shares). The link's key segment is never stored: `key_hash`
 * finds the share from a link, `shared_copy` is the reading encrypted under a key derived from the link,
 * and `sealed_info` (title, summary, the link) is sealed to the owner's key for their Shared Readings page.
 * A database dump reads neither.
 */
export const readingShare = pgTable(
  'reading_share',
  {
    id: text('id').primaryKey(),
    readingId: text('reading_id')
      .notNull()
      .references(() => reading.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    keyHash: bytea('key_hash').notNull().unique(),
    sharedCopy: bytea('shared_copy').notNull(),
    sealedInfo: bytea('sealed_info').notNull(),
    hitCount: integer('hit_count').notNull().default(0),
    /** Null: until deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reading_share_user_idx').on(table.userId, table.createdAt)],
);
