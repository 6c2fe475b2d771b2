import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { user, verification } from '#server/db/schema/auth.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The ids a user's jobs may carry: their readings and clarifiers, and those they deleted or discarded, which only the
 * ledger still names (a charge's reference is `reading:{id}` or `clarifier:{id}`, server/readings/charge-key.ts).
 */
const jobIdsOf = (userId: string) => sql`
  SELECT id FROM reading WHERE user_id = ${userId}
  UNION SELECT id FROM reading_clarifier WHERE user_id = ${userId}
  UNION SELECT split_part(reference, ':', 2) FROM points_ledger
    WHERE user_id = ${userId} AND (reference LIKE 'reading:%' OR reference LIKE 'clarifier:%')`;

/**
 * Removes the queue's jobs (waiting, running, finished, failed, and archived) that name the user's readings or
 * clarifiers: jobs carry only those ids (docs/architecture.md#jobs). `pgboss` is the schema startBoss gives pg-boss;
 * pg-boss 10 keeps jobs in `job` (partitioned by queue) and older ones in `archive`.
 */
async function deleteJobs(tx: Tx, userId: string): Promise<void> {
  for (const table of [sql`pgboss.job`, sql`pgboss.archive`]) {
    await tx.execute(sql`
      WITH ids AS (${jobIdsOf(userId)})
      DELETE FROM ${table} WHERE data->>'readingId' IN (SELECT id FROM ids) OR data->>'clarifierId' IN (SELECT id FROM ids)`);
  }
}

/**
 * Keeps the user's ledger rows for the books without anything that leads back to them: the user id goes with the
 * user row (ON DELETE SET NULL), and the keys and references that name a reading or clarifier lose the id.
 */
async function anonymizeLedger(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(pointsLedger)
    .set({
      idempotencyKey: sql`'erased:' || ${pointsLedger.id}`,
      reference: sql`CASE WHEN ${pointsLedger.reference} LIKE 'reading:%' THEN 'reading'
        WHEN ${pointsLedger.reference} LIKE 'clarifier:%' THEN 'clarifier'
        ELSE ${pointsLedger.reference} END`,
    })
    .where(eq(pointsLedger.userId, userId));
}

/**
 * Deletes an account at once (docs/architecture.md#deleting-an-account), in ONE transaction: the user's jobs, the
 * identifying parts of their ledger rows, better-auth's pending tokens that name them (password reset, OAuth state),
 * then the user row, whose foreign keys cascade to sessions, sign-in methods, keys, readings, clarifiers, shares,
 * points, decks, settings, status, messages and email subscriptions.
 * @returns false when the user was already gone.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!row) return false;
    await deleteJobs(tx, userId);
    await anonymizeLedger(tx, userId);
    await tx
      .delete(verification)
      .where(
        or(
          sql`strpos(${verification.value}, ${userId}) > 0`,
          sql`strpos(lower(${verification.value}), lower(${row.email})) > 0`,
          sql`strpos(lower(${verification.identifier}), lower(${row.email})) > 0`,
        ),
      );
    await tx.delete(user).where(eq(user.id, userId));
    return true;
  });
}
