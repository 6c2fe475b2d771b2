import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A user's choice for one setting (docs/product.md#user-settings), by the setting's name (THEME, FONT_SIZE …)
 * and the chosen option's id. A missing row means the setting's default: new users need no seed.
 */
export const userSetting = pgTable(
  'user_setting',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    settingName: text('setting_name').notNull(),
    optionId: integer('option_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.settingName] })],
);

/** A user's status (docs/product.md#user-status-and-messages): e.g. whether the first-run guidance was seen. */
export const userStatus = pgTable('user_status', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  engagedAt: timestamp('engaged_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
