import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { offerWallTransaction } from '#server/db/schema/offer-walls.ts';
import { points } from '#server/db/schema/points.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { ensurePointsRow, type Executor } from '#server/points/load-points.ts';
import type { OfferEvent } from './callback-events.ts';
import { pauseWall } from './cooldown.ts';

/** What a callback did: credited, reversed, nothing (a transaction seen before), or nothing (no such user). */
export type OfferOutcome = 'credited' | 'reversed' | 'repeated' | 'unknown_user';

/** Takes back up to `amount` extra gems, never below zero, and pauses the wall; returns the gems taken. */
async function reverse(tx: Executor, event: OfferEvent, now: Date): Promise<number> {
  await ensurePointsRow(tx, event.userId);
  // Locked like a spend's regeneration, so a reading paid with extra gems at the same moment cannot make the take overdraw.
  const [row] = await tx.select({ extraPoints: points.extraPoints }).from(points).where(eq(points.userId, event.userId)).for('update');
  const taken = Math.min(event.amount, row!.extraPoints);
  await applyLedgerEntry(tx, {
    userId: event.userId,
    kind: 'offer_reversal',
    idempotencyKey: `offer:${event.wall}:${event.transactionId}:reversal`,
    extraPoints: -taken,
    reference: `offer:${event.wall}`,
  });
  await pauseWall(tx, event.userId, event.wall, now);
  return taken;
}

/**
 * Applies one signed callback exactly once (docs/architecture.md#offer-walls). The transaction row goes in first,
 * under its unique index: of any number of deliveries of one transaction, concurrent or later, one inserts it and
 * the rest find it and change nothing. The credit or the reversal, its ledger entry and the cooldown commit with it.
 * A user id that names no account credits nobody.
 */
export async function recordOfferEvent(db: Db, event: OfferEvent, now = new Date()): Promise<OfferOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, event.userId));
    if (!owner) return 'unknown_user';
    const [recorded] = await tx
      .insert(offerWallTransaction)
      .values({ wall: event.wall, transactionId: event.transactionId, reversal: event.reversal, userId: event.userId, amount: event.amount, applied: 0 })
      .onConflictDoNothing()
      .returning({ id: offerWallTransaction.id });
    if (!recorded) return 'repeated';
    let applied = event.amount;
    if (event.reversal) {
      applied = await reverse(tx, event, now);
    } else {
      await applyLedgerEntry(tx, {
        userId: event.userId,
        kind: 'offer_credit',
        idempotencyKey: `offer:${event.wall}:${event.transactionId}`,
        extraPoints: event.amount,
        reference: `offer:${event.wall}`,
      });
    }
    await tx.update(offerWallTransaction).set({ applied }).where(eq(offerWallTransaction.id, recorded.id));
    return event.reversal ? 'reversed' : 'credited';
  });
}
