import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpreadPosition } from '#common/api/readings.ts';

/**
 * A bonus (special) reading template an admin defines (docs/product.md#bonus-readings): a fixed spread
 * with named positions, guidance for the model, a flat price and an optional availability window.
 * Templates hold no user content, so nothing here is sealed.
 */
export const specialReading = pgTable('special_reading', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The fixed spread, in the order the cards are laid. */
  positions: jsonb('positions').$type<SpreadPosition[]>().notNull(),
  /** What the model (and the builtin interpreter's framing) should keep in mind for this reading. */
  prompt: text('prompt').notNull(),
  flatCost: integer('flat_cost').notNull(),
  /** Open from this moment (null: always was). */
  availableFrom: timestamp('available_from', { withTimezone: true }),
  /** Open until this moment (null: no end). */
  availableUntil: timestamp('available_until', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
