import { and, eq } from 'drizzle-orm';
import { regenerate } from '#common/domain/gem-regen.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { points } from '#server/db/schema/points.ts';
import { applyLedgerEntry, InsufficientBalanceError } from './ledger.ts';
import { ensurePointsRow, type Executor, toPointsRecord } from './load-points.ts';

/**
 * Brings the stored points up to date with regeneration (docs/architecture.md#gems-and-the-ledger: the server regenerates lazily with
 * the client's pure function). Locks the row for the rest of the transaction so concurrent spends
 * regenerate and spend one after another.
 */
export async function regenerateLocked(tx: Executor, userId: string, now: Date) {
  await ensurePointsRow(tx, userId);
  const [row] = await tx.select().from(points).where(eq(points.userId, userId)).for('update');
  const before = toPointsRecord(row!);
  const after = regenerate(before, now.getTime());
  if (after.points > before.points) {
    await applyLedgerEntry(tx, { userId, kind: 'regen', idempotencyKey: `regen:${before.lastUpdate}`, points: after.points - before.points });
  }
  await tx
    .update(points)
    .set({ carryOverMilliseconds: after.carryOverMilliseconds, lastUpdate: new Date(after.lastUpdate) })
    .where(eq(points.userId, userId));
  return after;
}

/**
 * Spends `cost` gems inside the caller's transaction: regular points first, then extra points
 * (docs/architecture.md#gems-and-the-ledger). Applies once per idempotency key.
 * @throws InsufficientBalanceError with the up-to-date balance when the user cannot pay.
 */
export async function chargeGems(tx: Executor, userId: string, cost: number, idempotencyKey: string, now = new Date()): Promise<void> {
  const balance = await regenerateLocked(tx, userId, now);
  const fromPoints = Math.min(cost, balance.points);
  const fromExtra = cost - fromPoints;
  if (fromExtra > balance.extraPoints) throw new InsufficientBalanceError(balance);
  await applyLedgerEntry(tx, { userId, kind: 'spend', idempotencyKey, points: -fromPoints, extraPoints: -fromExtra, reference: idempotencyKey });
}

/** Gives back exactly what a charge took, once (the refund's own idempotency key guards repeats). */
export async function refundCharge(tx: Executor, userId: string, chargeKey: string): Promise<boolean> {
  const [charge] = await tx
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, chargeKey)));
  if (!charge) return false;
  const { applied } = await applyLedgerEntry(tx, {
    userId,
    kind: 'refund',
    idempotencyKey: `refund:${chargeKey}`,
    points: -charge.pointsDelta,
    extraPoints: -charge.extraPointsDelta,
    reference: chargeKey,
  });
  return applied;
}
