import { sql } from 'drizzle-orm';
import { ADMIN_STATS_DAYS, type AdminStats } from '#common/api/admin.ts';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading } from '#server/db/schema/readings.ts';

/**
 * A reading's charge or refund in the ledger: its reference is `reading:{id}` (server/readings/charge-key.ts), or
 * `reading` once the account is deleted (docs/architecture.md#deleting-an-account). The ledger keeps every reading
 * started, where the reading table loses discarded ones and deleted accounts'.
 */
const readingReference = sql`(${pointsLedger.reference} LIKE 'reading:%' OR ${pointsLedger.reference} = 'reading')`;

/**
 * The admin area's headline numbers (docs/product.md#admins), over the last ADMIN_STATS_DAYS UTC days up to `now`:
 * users, readings started per day (every day listed, zero-filled), readings that failed (each failure refunds its
 * charge once) and the mean time from start to written over the readings of those days that were written.
 */
export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  const span = sql.raw(`interval '${ADMIN_STATS_DAYS - 1} days'`);
  const since = sql`(${today} - ${span}) AT TIME ZONE 'UTC'`;

  const [users] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  const perDay = (await db.execute(sql`
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(${pointsLedger.id})::int AS readings
    FROM generate_series(${today} - ${span}, ${today}, interval '1 day') AS days(day)
    LEFT JOIN ${pointsLedger} ON ${pointsLedger.kind} = 'spend' AND ${readingReference}
      AND ${pointsLedger.createdAt} AT TIME ZONE 'UTC' >= days.day AND ${pointsLedger.createdAt} AT TIME ZONE 'UTC' < days.day + interval '1 day'
    GROUP BY days.day
    ORDER BY days.day`)) as unknown as { rows: { day: string; readings: number }[] };
  const [failed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(sql`${pointsLedger.kind} = 'refund' AND ${readingReference} AND ${pointsLedger.createdAt} >= ${since}`);
  // Saved, clarified and re-opened readings too: written_at is set once, when the worker stores the result.
  const [generation] = await db
    .select({
      seconds: sql<number | null>`avg(extract(epoch FROM ${reading.writtenAt} - ${reading.createdAt}))::float8`,
      readings: sql<number>`count(*)::int`,
    })
    .from(reading)
    .where(sql`${reading.writtenAt} IS NOT NULL AND ${reading.createdAt} >= ${since}`);

  return {
    users: users?.count ?? 0,
    readingsPerDay: perDay.rows.map((row) => ({ day: row.day, readings: Number(row.readings) })),
    failedReadings: failed?.count ?? 0,
    averageGenerationSeconds: generation?.seconds ?? null,
    timedReadings: generation?.readings ?? 0,
  };
}
