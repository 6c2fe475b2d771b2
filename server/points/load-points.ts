import { eq } from 'drizzle-orm';
import type { Points } from '#common/api/points.ts';
import { DEFAULT_MAX_POINTS, DEFAULT_MS_PER_POINT } from '#common/limits.ts';
import type { Db } from '#server/db/database.ts';
import { points } from '#server/db/schema/points.ts';

/** A database handle or an open transaction: both run the same queries. */
export type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'delete'>;

/** Creates the user's points record if it is missing: new users start full (docs/product.md#gems-and-coins). */
export async function ensurePointsRow(db: Executor, userId: string): Promise<void> {
  await db
    .insert(points)
    .values({ userId, points: DEFAULT_MAX_POINTS, maxPoints: DEFAULT_MAX_POINTS, millisecondsPerPoint: DEFAULT_MS_PER_POINT })
    .onConflictDoNothing();
}

/** The API's view of a points row (docs/product.md#points-record), times as epoch milliseconds. */
export function toPointsRecord(row: typeof points.$inferSelect): Points {
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

/**
 * The user's points record, created on first use. Regeneration is a pure function of the record and
 * the clock, so the stored values are returned as they are and the client ticks from lastUpdate.
 */
export async function loadPoints(db: Executor, userId: string): Promise<Points> {
  const [existing] = await db.select().from(points).where(eq(points.userId, userId));
  if (existing) return toPointsRecord(existing);
  // Only a user's first read writes: every later one is a single select.
  await ensurePointsRow(db, userId);
  const [row] = await db.select().from(points).where(eq(points.userId, userId));
  if (!row) throw new Error(`points row for ${userId} vanished`);
  return toPointsRecord(row);
}
