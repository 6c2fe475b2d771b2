import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '#server/db/database.ts';
import { session, verification } from '#server/db/schema/auth.ts';
import { formToken, unlockAttempt } from '#server/db/schema/encryption.ts';
import { rateLimitHit } from '#server/db/schema/rate-limits.ts';
import { shuffleCommitment } from '#server/db/schema/readings.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { UNLOCK_WINDOW_MS } from '#server/encryption/unlock-window.ts';
import { QUEUES } from './boss.ts';

/** The queue of the scheduled purge, created with the others (boss.ts); its jobs carry nothing. */
export const PURGE_QUEUE = QUEUES.purge;
/**
 * Hourly, at an odd minute so it does not meet other hourly work. Every row it deletes is already
 * useless, so an hour's delay costs only table space, which the per-user bounds keep small meanwhile.
 */
export const PURGE_CRON = '17 * * * *';

/** Rows deleted per table by one purge. */
export interface PurgeCounts {
  shuffleCommitments: number;
  formTokens: number;
  sessions: number;
  unlockAttempts: number;
  verifications: number;
  readingShares: number;
  rateLimitHits: number;
}

/**
 * Deletes rows past their life, in one transaction: expired shuffles (nobody can draw from them),
 * used or expired form tokens (neither passes again), expired sessions (their unlocked keys,
 * session_key rows, cascade with them), unlock attempts older than the window that counts them,
 * better-auth's expired verification values, expired shares (their links already answer not found) and rate-limit
 * hits that have left their window.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const shuffles = await tx.delete(shuffleCommitment).where(lt(shuffleCommitment.expiresAt, now)).returning({ id: shuffleCommitment.id });
    const tokens = await tx
      .delete(formToken)
      .where(or(isNotNull(formToken.usedAt), lt(formToken.expiresAt, now)))
      .returning({ id: formToken.tokenHash });
    const sessions = await tx.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
    const attempts = await tx
      .delete(unlockAttempt)
      .where(lt(unlockAttempt.at, new Date(now.getTime() - UNLOCK_WINDOW_MS)))
      .returning({ id: unlockAttempt.id });
    const verifications = await tx.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id });
    const shares = await tx.delete(readingShare).where(lt(readingShare.expiresAt, now)).returning({ id: readingShare.id });
    // Counted in the database: a busy hour leaves many hits, and their ids are of no use here.
    const hits = (await tx.execute(
      sql`WITH gone AS (DELETE FROM ${rateLimitHit} WHERE ${lt(rateLimitHit.expiresAt, now)} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
    )) as unknown as { rows: { deleted: number }[] };
    return {
      shuffleCommitments: shuffles.length,
      formTokens: tokens.length,
      sessions: sessions.length,
      unlockAttempts: attempts.length,
      verifications: verifications.length,
      readingShares: shares.length,
      rateLimitHits: hits.rows[0]!.deleted,
    };
  });
}

/**
 * Schedules the purge and works it. pg-boss's cron runs on both databases (on PGlite through the
 * app's connection, docs/decisions/0002-pg-boss-on-pglite.md), so embedded mode needs no timer of its
 * own; stopping the queue (stopServices) stops the schedule's clock with it. Scheduling is an upsert,
 * so every worker process may call this; the cron sends one job per slot, whichever process works it.
 */
export async function workPurge({ boss, db, log }: { boss: PgBoss; db: Db; log: Logger }): Promise<string> {
  await boss.schedule(PURGE_QUEUE, PURGE_CRON);
  return boss.work(PURGE_QUEUE, { batchSize: 1 }, async () => {
    const counts = await purgeExpired(db);
    log.info({ purged: counts }, 'purged expired rows');
    return counts;
  });
}
