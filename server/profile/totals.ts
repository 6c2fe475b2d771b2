import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfileTotals } from '#common/api/account.ts';
import { savedCount } from '#server/commands/reading-lifecycle.ts';
import type { Db } from '#server/db/database.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { unexpired } from '#server/shares/active-shares.ts';

const refund = alias(pointsLedger, 'refund');

/**
 * Readings drawn (docs/product.md#profile): discarded and deleted readings leave no reading row, but every start, free
 * ones included, leaves its charge in the ledger (server/readings/charge-key.ts). A reading
 * or clarifier the server failed to write was refunded and does not count.
 */
async function readingsDrawn(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pointsLedger)
    .leftJoin(refund, and(eq(refund.userId, pointsLedger.userId), eq(refund.idempotencyKey, sql`'refund:' || ${pointsLedger.idempotencyKey}`)))
    .where(
      and(
        eq(pointsLedger.userId, userId),
        eq(pointsLedger.kind, 'spend'),
        sql`(${pointsLedger.idempotencyKey} LIKE 'reading:%' OR ${pointsLedger.idempotencyKey} LIKE 'clarifier:%')`,
        sql`${refund.id} IS NULL`,
      ),
    );
  return row?.value ?? 0;
}

async function activeShares(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(readingShare)
    .where(and(eq(readingShare.userId, userId), unexpired(now)));
  return row?.value ?? 0;
}

/** The profile page's totals: readings drawn, readings in My Readings, share links that still work. */
export async function profileTotals(db: Db, userId: string, now = new Date()): Promise<ProfileTotals> {
  const [drawn, saved, shares] = await Promise.all([readingsDrawn(db, userId), savedCount(db, userId), activeShares(db, userId, now)]);
  return { readingsDrawn: drawn, readingsSaved: saved, activeShares: shares };
}
