import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OfferWall } from '#common/api/offer-walls.ts';
import { user } from './auth.ts';

/**
 * Every offer-wall callback that changed (or was meant to change) a balance, once per provider transaction
 * (docs/architecture.md#offer-walls): the unique index is what makes a redelivered callback apply once, across
 * every process. A reversal is a row of its own, beside the credit it takes back.
 */
export const offerWallTransaction = pgTable(
  'offer_wall_transaction',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    wall: text('wall').$type<OfferWall>().notNull(),
    /** The provider's transaction id, as it sent it (ayeT-Studios' reversals carry `r-` before the original's). */
    transactionId: text('transaction_id').notNull(),
    /** A reversal (chargeback) of an earlier credit rather than a credit. */
    reversal: boolean('reversal').notNull(),
    /**
     * Null once the account is deleted: like the ledger's rows, this one stays for the books without pointing at the
     * person (docs/architecture.md#deleting-an-account).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Whole gems the provider stated. */
    amount: integer('amount').notNull(),
    /** Extra gems actually added (a credit) or taken (a reversal, which stops at zero). */
    applied: integer('applied').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offer_wall_transaction_idx').on(table.wall, table.transactionId, table.reversal),
    index('offer_wall_transaction_user_idx').on(table.userId),
  ],
);

/** A wall paused for one user after a reversal, until `paused_until` (docs/product.md#get-more-gems). */
export const offerWallCooldown = pgTable(
  'offer_wall_cooldown',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    wall: text('wall').$type<OfferWall>().notNull(),
    pausedUntil: timestamp('paused_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.wall] })],
);
