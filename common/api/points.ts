import { z } from 'zod';

/** The points record of SPEC §3. lastUpdate is epoch milliseconds. */
export const PointsSchema = z.object({
  points: z.number().int().nonnegative(),
  millisecondsPerPoint: z.number().int().positive(),
  carryOverMilliseconds: z.number().int().nonnegative(),
  lastUpdate: z.number().int().nonnegative(),
  maxPoints: z.number().int().positive(),
  extraPoints: z.number().int().nonnegative(),
  coins: z.number().int().nonnegative(),
});
export type Points = z.infer<typeof PointsSchema>;

/** `GET /v1/points/gem-progress`: how far the next gem has regenerated. */
export const GemProgressSchema = z.object({
  msUntilNextGem: z.number().int().nonnegative(),
  fraction: z.number().min(0).max(1),
  full: z.boolean(),
});
export type GemProgress = z.infer<typeof GemProgressSchema>;

/** `GET /v1/points/sellGems?gemsToSell={n}`. */
export const SellGemsQuery = z.object({ gemsToSell: z.coerce.number().int().positive() });
