import { and, eq, gte, sql } from 'drizzle-orm';
import type { Points } from '#common/api/points.ts';
import { pointsLedger, type LedgerKind } from '#server/db/schema/ledger.ts';
import { points } from '#server/db/schema/points.ts';
import { ensurePointsRow, type Executor, toPointsRecord } from './load-points.ts';

/** A change to one user's balances; negative deltas spend. */
export interface LedgerEntry {
  userId: string;
  kind: LedgerKind;
  /** Unique per user: the same key applies once, however often it is sent. */
  idempotencyKey: string;
  points?: number;
  extraPoints?: number;
  coins?: number;
  reference?: string;
  /** An admin grant's admin and reason (docs/product.md#admins). */
  adminId?: string;
  note?: string;
}

/** The balance would go below zero; nothing was changed. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  constructor(readonly balance: Points) {
    super('Insufficient balance');
  }
}

/**
 * Applies a ledger entry and its balance change together (docs/architecture.md#gems-and-the-ledger). Call it inside the caller's
 * transaction so the change commits or rolls back with whatever it pays for. The balance update is
 * conditional on staying non-negative, so concurrent spends can never overdraw.
 * @returns whether it applied (false when this idempotency key was used before) and the balance after.
 * @throws InsufficientBalanceError when a balance would go negative (the caller's transaction must roll back).
 */
export async function applyLedgerEntry(tx: Executor, entry: LedgerEntry): Promise<{ applied: boolean; balance: Points }> {
  const dp = entry.points ?? 0;
  const de = entry.extraPoints ?? 0;
  const dc = entry.coins ?? 0;
  await ensurePointsRow(tx, entry.userId);
  const recorded = await tx
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      pointsDelta: dp,
      extraPointsDelta: de,
      coinsDelta: dc,
      reference: entry.reference,
      adminId: entry.adminId,
      note: entry.note,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (recorded.length === 0) {
    const [row] = await tx.select().from(points).where(eq(points.userId, entry.userId));
    return { applied: false, balance: toPointsRecord(row!) };
  }
  const [updated] = await tx
    .update(points)
    .set({ points: sql`${points.points} + ${dp}`, extraPoints: sql`${points.extraPoints} + ${de}`, coins: sql`${points.coins} + ${dc}` })
    .where(and(eq(points.userId, entry.userId), gte(points.points, -dp), gte(points.extraPoints, -de), gte(points.coins, -dc)))
    .returning();
  if (!updated) {
    const [row] = await tx.select().from(points).where(eq(points.userId, entry.userId));
    throw new InsufficientBalanceError(toPointsRecord(row!));
  }
  return { applied: true, balance: toPointsRecord(updated) };
}
