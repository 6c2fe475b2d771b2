import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings an operator can change while the app runs, one row per setting (e.g. `costs`). A missing
 * row means the built-in default: a fresh database needs no seed.
 */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
