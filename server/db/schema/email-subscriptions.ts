import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * An address subscribed to Arcana's news by email (docs/product.md#profile), one row per address, stored lower-cased.
 * The row belongs to the user who subscribed it and goes with their account: an address identifies a person.
 */
export const emailSubscription = pgTable(
  'email_subscription',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_subscription_user_idx').on(table.userId), check('email_subscription_email_lower', sql`${table.email} = lower(${table.email})`)],
);
