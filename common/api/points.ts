import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The points record of docs/product.md#points-record. lastUpdate is epoch milliseconds. */
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

/** How far the next gem has regenerated. */
export const GemProgressSchema = z.object({
  msUntilNextGem: z.number().int().nonnegative(),
  fraction: z.number().min(0).max(1),
  full: z.boolean(),
});
export type GemProgress = z.infer<typeof GemProgressSchema>;

/** The user's gems and coins. */
export const getPoints = defineEndpoint({ method: 'GET', path: '/v1/points/get', response: PointsSchema });

/** How far the next gem has regenerated. */
export const getGemProgress = defineEndpoint({ method: 'GET', path: '/v1/points/gem-progress', response: GemProgressSchema });
