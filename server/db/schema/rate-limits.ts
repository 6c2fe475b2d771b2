import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One admitted hit against a window limit (server/security/rate-limit.ts), shared by every API process. `key` is the
 * limit's name and a hash of what it counts (an address, a user), so rows have one size and no plain address; a hit
 * counts until `expires_at`, when it leaves the sliding window. The scheduled purge deletes it after that.
 */
export const rateLimitHit = pgTable(
  'rate_limit_hit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hit_key_expires_idx').on(table.key, table.expiresAt)],
);
