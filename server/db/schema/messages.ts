import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageKind } from '#common/api/messages.ts';
import { user } from './auth.ts';

/**
 * A message in a user's inbox (docs/product.md#messages-page): a welcome, word that a reading finished while
 * they were away, an admin broadcast (one row per recipient) or an admin's message to this one user. Messages
 * never quote a reading: readings are sealed.
 */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Set for a broadcast: every recipient's copy carries the same id. */
    broadcastId: text('broadcast_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_user_idx').on(table.userId, table.createdAt), index('message_broadcast_idx').on(table.broadcastId)],
);
