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
