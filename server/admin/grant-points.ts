import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GrantCurrency, GrantRequest } from '#common/api/admin.ts';
import type { Points } from '#common/api/points.ts';
import type { Db } from '#server/db/database.ts';
import { points } from '#server/db/schema/points.ts';
import { HttpError } from '#server/http/errors.ts';
import { regenerateLocked } from '#server/points/charge-gems.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { ensurePointsRow, toPointsRecord } from '#server/points/load-points.ts';
import { recordAdminAction } from './audit-log.ts';
import { lockTargetUser } from './target-user.ts';

/** The points record's field each currency changes, and its name in a sentence. */
const CURRENCIES: Record<GrantCurrency, { field: 'points' | 'extraPoints' | 'coins'; label: string }> = {
  gems: { field: 'points', label: 'gems' },
  extraPoints: { field: 'extraPoints', label: 'extra gems' },
  coins: { field: 'coins', label: 'coins' },
};

/**
 * An admin's grant (docs/product.md#admins): one `admin_grant` ledger entry carrying the admin and the reason, the
 * balance change and the audit row, in one transaction. Regular gems are regenerated first, under the row lock, so
 * a negative grant is measured against what the user really has; it may not take a balance below zero (409).
 */
export async function grantPoints(db: Db, adminId: string, userId: string, { currency, amount, reason }: GrantRequest, now = new Date()): Promise<void> {
  const { field, label } = CURRENCIES[currency];
  await db.transaction(async (tx) => {
    await lockTargetUser(tx, userId);
    let balance: Points;
    if (currency === 'gems') {
      balance = await regenerateLocked(tx, userId, now);
    } else {
      await ensurePointsRow(tx, userId);
      const [row] = await tx.select().from(points).where(eq(points.userId, userId)).for('update');
      balance = toPointsRecord(row!);
    }
    if (balance[field] + amount < 0) {
      throw new HttpError(409, 'insufficient_balance', `The user has only ${balance[field]} ${label}: a grant cannot take a balance below zero.`, 'amount');
    }
    await applyLedgerEntry(tx, { userId, kind: 'admin_grant', idempotencyKey: `admin-grant:${randomUUID()}`, [field]: amount, adminId, note: reason });
    await recordAdminAction(tx, { adminId, action: 'user.grant', target: 'user', targetUserId: userId, detail: { currency, amount, reason } });
  });
}
