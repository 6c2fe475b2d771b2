import type { GemProgress, Points } from '../api/points.ts';
import { regenerate } from './gem-regen.ts';

/** How far the next gem has regenerated at `nowMs` (`GET /v1/points/gem-progress`). */
export function gemProgress(record: Points, nowMs: number): GemProgress {
  const now = regenerate(record, nowMs);
  if (now.points >= now.maxPoints) return { msUntilNextGem: 0, fraction: 1, full: true };
  return {
    msUntilNextGem: now.millisecondsPerPoint - now.carryOverMilliseconds,
    fraction: now.carryOverMilliseconds / now.millisecondsPerPoint,
    full: false,
  };
}
