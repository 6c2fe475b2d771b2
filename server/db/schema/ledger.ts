import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Why a balance changed (docs/architecture.md#gems-and-the-ledger). */
export type LedgerKind = 'regen' | 'spend' | 'refund' | 'offer_credit' | 'offer_reversal' | 'admin_grant' | 'sell' | 'deck_unlock' | 'daily_gift';

/**
 * Every change to a points record, written in the same transaction as the change. The idempotency key
 * (unique per user) makes retries and double clicks apply once.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the account is deleted: the row stays, for the books, without pointing at the person
     * (docs/architecture.md#deleting-an-account).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    pointsDelta: integer('points_delta').notNull().default(0),
    extraPointsDelta: integer('extra_points_delta').notNull().default(0),
    coinsDelta: integer('coins_delta').notNull().default(0),
    /** What the change was for, e.g. `deck:2`; never user content. */
    reference: text('reference'),
    /** Who made an admin grant (docs/product.md#admins); null for every other kind, and once that account is gone. */
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    /** An admin grant's reason, as the admin wrote it; null for every other kind. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt),
  ],
);
