import { eq } from 'drizzle-orm';
import type { Points } from '#common/api/points.ts';
import { DEFAULT_MAX_POINTS, DEFAULT_MS_PER_POINT } from '#common/limits.ts';
import type { Db } from '#server/db/database.ts';
import { points } from '#server/db/schema/points.ts';

/**
 * The user's points record, created full on first use (DESIGN §4: new users start full).
 * Regeneration is a pure function of the record and the clock, so the stored values are returned as they
 * are and the client ticks from lastUpdate.
 */
export async function loadPoints(db: Db, userId: string): Promise<Points> {
  await db
    .insert(points)
    .values({ userId, points: DEFAULT_MAX_POINTS, maxPoints: DEFAULT_MAX_POINTS, millisecondsPerPoint: DEFAULT_MS_PER_POINT })
    .onConflictDoNothing();
  const [row] = await db.select().from(points).where(eq(points.userId, userId));
  if (!row) throw new Error(`points row for ${userId} vanished`);
  return {
    points: row.points,
    millisecondsPerPoint: row.millisecondsPerPoint,
    carryOverMilliseconds: row.carryOverMilliseconds,
    lastUpdate: row.lastUpdate.getTime(),
    maxPoints: row.maxPoints,
    extraPoints: row.extraPoints,
    coins: row.coins,
  };
}
