import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { KdfParams } from '#server/crypto/kdf.ts';
import { session, user } from './auth.ts';
import { bytea } from './bytea.ts';

/**
 * A user's key pair (docs/architecture.md#keys): the public key readings are sealed to, and the private key wrapped
 * under a key only the user's password derives. Nothing here opens anything without the password.
 */
export const userKey = pgTable('user_key', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  publicKey: bytea('public_key').notNull(),
  wrappedPrivateKey: bytea('wrapped_private_key').notNull(),
  /** Argon2id parameters and salt, kept with the key so they can be raised for new keys later. */
  kdfParams: jsonb('kdf_params').$type<KdfParams>().notNull(),
  verifierHash: bytea('verifier_hash').notNull(),
  hint: text('hint').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An unlocked session: the private key wrapped again under a random key that only the session's
 * cookie holds. Deleting the session (sign-out, expiry) deletes this row: that is locking.
 */
export const sessionKey = pgTable(
  'session_key',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => session.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    wrappedPrivateKey: bytea('wrapped_private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_key_user_id_idx').on(table.userId)],
);

/** Single-use tokens of the Create Password form, each with the addition challenge it expects (docs/product.md#bot-checks). */
export const formToken = pgTable(
  'form_token',
  {
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    botSessionId: text('bot_session_id').notNull(),
    challengeAnswer: integer('challenge_answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('form_token_expires_at_idx').on(table.expiresAt)],
);

/**
 * Unlock attempts since the last success, counted per user over a sliding window in the database so
 * every API process enforces the same limit.
 */
export const unlockAttempt = pgTable(
  'unlock_attempt',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('unlock_attempt_user_at_idx').on(table.userId, table.at)],
);
