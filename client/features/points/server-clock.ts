import type { GemProgress, Points } from '#common/api/points.ts';
import { gemProgress } from '#common/domain/gem-progress.ts';

/**
 * How far the server's clock runs ahead of this browser's (negative: behind), read from the server's word on the next
 * gem. The points record's `lastUpdate` is the server's time, so regenerating it with a browser clock that is off
 * puts the next gem early or late; comparing the two answers at `receivedAt` (this browser's time) recovers the
 * difference. The difference is taken within half a gem's time either way, since a gem arriving between the two
 * answers shifts it by a whole gem. 0 when either side is full: a full balance says nothing about the clock.
 */
export function serverClockOffset(record: Points, server: GemProgress, receivedAt: number): number {
  const local = gemProgress(record, receivedAt);
  if (local.full || server.full) return 0;
  const period = record.millisecondsPerPoint;
  const difference = (local.msUntilNextGem - server.msUntilNextGem) % period;
  if (difference > period / 2) return difference - period;
  if (difference <= -period / 2) return difference + period;
  return difference;
}
