import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { PointsSchema } from './points.ts';

// Apart from points.ts, which the header loads on every page: only the Get More Gems page asks for the daily gift, so
// its schemas stay out of every other page's first load (scripts/first-load-budget.test.ts).

/** What one daily gift brings (docs/product.md#daily-gift). */
export const GiftSchema = z.object({
  extraPoints: z.number().check(z.int(), z.positive()),
  coins: z.number().check(z.int(), z.nonnegative()),
});

/** Today's daily gift for the signed-in user, by the server's clock. */
export const DailyGiftSchema = z.object({
  /** Whether today's gift was claimed. */
  claimedToday: z.boolean(),
  /** The day of the streak today's gift counts (claimed or not): 1 after a missed day. */
  streak: z.number().check(z.int(), z.positive()),
  /** Today's gift: what claiming brings, or brought. */
  gift: GiftSchema,
  /** Tomorrow's gift if today's is claimed and the streak goes on. */
  nextGift: GiftSchema,
  /** Milliseconds until the server's next day, when the next gift can be claimed. */
  msUntilNextDay: z.number().check(z.int(), z.positive()),
});
export type DailyGift = z.infer<typeof DailyGiftSchema>;

/** Today's daily gift: claimed or not, its streak, what it brings, and when the next one comes. */
export const getDailyGift = defineEndpoint({ method: 'GET', path: '/v1/points/daily-gift', response: DailyGiftSchema });

/** A claim's answer: whether this claim applied, the gift's state and the points record after it. */
export const DailyGiftClaimSchema = z.object({ claimed: z.boolean(), dailyGift: DailyGiftSchema, points: PointsSchema });
export type DailyGiftClaim = z.infer<typeof DailyGiftClaimSchema>;

/**
 * Claims today's daily gift: extra gems and coins in one ledger entry, once per user per server day. A second claim
 * the same day changes nothing and answers `claimed: false` with the same state. 429 when claimed too often.
 */
export const claimDailyGift = defineEndpoint({ method: 'POST', path: '/v1/points/daily-gift/claim', response: DailyGiftClaimSchema });
