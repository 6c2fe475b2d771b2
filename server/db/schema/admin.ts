import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Admins granted by another admin (docs/product.md#admins), beside those ADMIN_EMAILS names. The row goes with
 * the account; who granted it is kept only while that admin's account exists.
 */
export const adminGrant = pgTable('admin_grant', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  grantedBy: text('granted_by').references(() => user.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A banned account (docs/product.md#admins): its sessions are revoked and it can neither sign in nor call the API. */
export const userBan = pgTable('user_ban', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => user.id, { onDelete: 'set null' }),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What admins did, written in the transaction of the action itself (docs/product.md#admins). A user an action
 * was about is a foreign key, not text, so deleting either account leaves the row pointing at no one
 * (docs/architecture.md#deleting-an-account). `detail` never holds secrets.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the action was about, e.g. `user`, `costs`, `special-reading:3`, `queue:generate-reading`. */
    target: text('target').notNull(),
    targetUserId: text('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_created_idx').on(table.createdAt), index('admin_audit_target_user_idx').on(table.targetUserId)],
);
