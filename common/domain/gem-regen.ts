import type { Points } from '../api/points.ts';

/**
 * Applies the product’s (docs/product.md#rules) gem regeneration to a points record at `nowMs` (epoch milliseconds).
 *
 * Elapsed time since `lastUpdate` plus the carry-over, divided by `millisecondsPerPoint`, is
 * added to `points` and capped at `maxPoints`; the remainder becomes the new carry-over, which
 * is zero once the cap is reached (docs/product.md#gem-regeneration). A record already at or above the cap (an admin
 * grant can exceed it) is never reduced. A `nowMs` before `lastUpdate` (clock skew) counts as
 * no time elapsed. Pure: the client ticks it and the server regenerates lazily with it.
 */
export function regenerate(points: Points, nowMs: number): Points {
  const { millisecondsPerPoint, maxPoints } = points;
  if (points.points >= maxPoints) {
    return { ...points, carryOverMilliseconds: 0, lastUpdate: Math.max(nowMs, points.lastUpdate) };
  }
  const elapsed = Math.max(0, nowMs - points.lastUpdate) + points.carryOverMilliseconds;
  const gained = Math.floor(elapsed / millisecondsPerPoint);
  const total = points.points + gained;
  const capped = total >= maxPoints;
  return {
    ...points,
    points: capped ? maxPoints : total,
    carryOverMilliseconds: capped ? 0 : elapsed % millisecondsPerPoint,
    lastUpdate: Math.max(nowMs, points.lastUpdate),
  };
}
