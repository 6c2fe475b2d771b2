import { and, eq, sql } from 'drizzle-orm';
import type { OfferWall } from '#common/api/offer-walls.ts';
import { OFFER_WALL_REVERSAL_COOLDOWN_DAYS } from '#common/limits.ts';
import { offerWallCooldown } from '#server/db/schema/offer-walls.ts';
import type { Executor } from '#server/points/load-points.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `pausedUntil`, rounded up; 0 once it has passed. */
export function daysUntil(pausedUntil: Date | undefined, now: Date): number {
  if (!pausedUntil) return 0;
  return Math.max(0, Math.ceil((pausedUntil.getTime() - now.getTime()) / DAY_MS));
}

/** Days the user still waits before `wall` opens again for them (docs/product.md#get-more-gems). */
export async function daysToWait(db: Executor, userId: string, wall: OfferWall, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ pausedUntil: offerWallCooldown.pausedUntil })
    .from(offerWallCooldown)
    .where(and(eq(offerWallCooldown.userId, userId), eq(offerWallCooldown.wall, wall)));
  return daysUntil(row?.pausedUntil, now);
}

/** Pauses `wall` for the user for the cooldown after a reversal; a pause already running longer is kept. */
export async function pauseWall(tx: Executor, userId: string, wall: OfferWall, now: Date): Promise<void> {
  const until = new Date(now.getTime() + OFFER_WALL_REVERSAL_COOLDOWN_DAYS * DAY_MS);
  await tx
    .insert(offerWallCooldown)
    .values({ userId, wall, pausedUntil: until })
    .onConflictDoUpdate({
      target: [offerWallCooldown.userId, offerWallCooldown.wall],
      set: { pausedUntil: sql`greatest(${offerWallCooldown.pausedUntil}, excluded.paused_until)` },
    });
}
