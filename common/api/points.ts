import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** The points record of docs/product.md#points-record. lastUpdate is epoch milliseconds. */
export const PointsSchema = z.object({
  points: z.number().check(z.int(), z.nonnegative()),
  millisecondsPerPoint: z.number().check(z.int(), z.positive()),
  carryOverMilliseconds: z.number().check(z.int(), z.nonnegative()),
  lastUpdate: z.number().check(z.int(), z.nonnegative()),
  maxPoints: z.number().check(z.int(), z.positive()),
  extraPoints: z.number().check(z.int(), z.nonnegative()),
  coins: z.number().check(z.int(), z.nonnegative()),
});
export type Points = z.infer<typeof PointsSchema>;

/** How far the next gem has regenerated. */
export const GemProgressSchema = z.object({
  msUntilNextGem: z.number().check(z.int(), z.nonnegative()),
  fraction: z.number().check(z.minimum(0), z.maximum(1)),
  full: z.boolean(),
});
export type GemProgress = z.infer<typeof GemProgressSchema>;

/** The user's gems and coins. */
export const getPoints = defineEndpoint({ method: 'GET', path: '/v1/points/get', response: PointsSchema });

/** How far the next gem has regenerated. */
export const getGemProgress = defineEndpoint({ method: 'GET', path: '/v1/points/gem-progress', response: GemProgressSchema });

/** Gems one sale may convert; the regular balance bounds it first (docs/product.md#selling-gems). */
export const SellGemsQuery = z.object({
  gemsToSell: z.coerce.number().check(z.int('The number of gems to sell must be a whole number'), z.positive('Sell at least 1 gem')),
});

/**
 * Converts `gemsToSell` regular gems (never extra points) into as many coins, in one ledger entry. 400 naming
 * `gemsToSell` when it is not a positive whole number or is more than the regular balance; nothing changes then.
 * Answers the new points record.
 */
export const sellGems = defineEndpoint({ method: 'GET', path: '/v1/points/sellGems', query: SellGemsQuery, response: PointsSchema });
