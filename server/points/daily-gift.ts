import { and, eq } from 'drizzle-orm';
import type { DailyGift } from '#common/api/daily-gift.ts';
import type { Points } from '#common/api/points.ts';
import { dayBefore, dayOf, giftFor, msUntilNextDay, streakAfter } from '#common/domain/daily-gift.ts';
import type { Db } from '#server/db/database.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { applyLedgerEntry } from './ledger.ts';
import type { Executor } from './load-points.ts';

/*
 * The daily gift (docs/product.md#daily-gift): one ledger entry per user per server day, keyed by that day, so the
 * ledger alone says whether today's was claimed and how long the streak is. The day comes from the server's clock,
 * never the client's: a request cannot name a day, so no clock setting claims a gift twice.
 */

const keyOf = (day: string) => `daily_gift:${day}`;
const STREAK_REFERENCE = /^streak:(\d+)$/;

/** The streak recorded by the user's gift of `day`, or undefined when that day's gift was not claimed. */
async function streakOf(db: Executor, userId: string, day: string): Promise<number | undefined> {
  const [entry] = await db
    .select({ reference: pointsLedger.reference })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, keyOf(day))));
  if (!entry) return undefined;
  const streak = STREAK_REFERENCE.exec(entry.reference ?? '')?.[1];
  return streak === undefined ? 1 : Number(streak);
}

/** Today's gift for the user at `now`: claimed or not, the streak it counts, and when the next day begins. */
export async function dailyGiftFor(db: Executor, userId: string, now = new Date()): Promise<DailyGift> {
  const at = now.getTime();
  const claimed = await streakOf(db, userId, dayOf(at));
  const streak = claimed ?? streakAfter(await streakOf(db, userId, dayBefore(at)));
  return { claimedToday: claimed !== undefined, streak, gift: giftFor(streak), nextGift: giftFor(streak + 1), msUntilNextDay: msUntilNextDay(at) };
}

/**
 * Claims today's gift in one transaction: the extra gems and coins and their ledger entry, keyed by the day, so a
 * repeat (a double click, a second tab, a retry) applies nothing and answers the state as it is.
 * @returns whether this claim applied, the gift's state after it, and the points record after it.
 */
export async function claimDailyGift(db: Db, userId: string, now = new Date()): Promise<{ claimed: boolean; dailyGift: DailyGift; points: Points }> {
  return db.transaction(async (tx) => {
    const at = now.getTime();
    const before = await dailyGiftFor(tx, userId, now);
    const { applied, balance } = await applyLedgerEntry(tx, {
      userId,
      kind: 'daily_gift',
      idempotencyKey: keyOf(dayOf(at)),
      extraPoints: before.gift.extraPoints,
      coins: before.gift.coins,
      reference: `streak:${before.streak}`,
    });
    // Claimed now or before (by a claim that raced this one to the same key): either way today's gift is taken.
    return { claimed: applied, dailyGift: { ...before, claimedToday: true }, points: balance };
  });
}
