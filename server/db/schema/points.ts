import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * One points record per user (docs/product.md#points-record). Balances can never go negative: spending is a conditional
 * update guarded by these checks (docs/architecture.md#gems-and-the-ledger). The ledger of every change arrives with the readings work.
 */
export const points = pgTable(
  'points',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    millisecondsPerPoint: integer('milliseconds_per_point').notNull(),
    carryOverMilliseconds: bigint('carry_over_milliseconds', { mode: 'number' }).notNull().default(0),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    maxPoints: integer('max_points').notNull(),
    extraPoints: integer('extra_points').notNull().default(0),
    coins: integer('coins').notNull().default(0),
  },
  (table) => [
    check('points_non_negative', sql`${table.points} >= 0`),
    check('extra_points_non_negative', sql`${table.extraPoints} >= 0`),
    check('coins_non_negative', sql`${table.coins} >= 0`),
  ],
);
