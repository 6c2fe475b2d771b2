import { asc, eq } from 'drizzle-orm';
import type { SpecialReading } from '#common/api/special-readings.ts';
import type { Db } from '#server/db/database.ts';
import { specialReading } from '#server/db/schema/special-readings.ts';
import { isAvailableAt, type SpecialReadingRow } from './availability.ts';

/** The bonus reading templates open at `now`, oldest first. Admins keep few, so the window is checked here rather than in SQL: one rule with the start's. */
export async function availableSpecialReadings(db: Db, now: Date): Promise<SpecialReadingRow[]> {
  const rows = await db.select().from(specialReading).where(eq(specialReading.enabled, true)).orderBy(asc(specialReading.id));
  return rows.filter((row) => isAvailableAt(row, now));
}

/** One template by id, open or not; undefined when there is none. */
export async function findSpecialReading(db: Db, id: number): Promise<SpecialReadingRow | undefined> {
  const [row] = await db.select().from(specialReading).where(eq(specialReading.id, id));
  return row;
}

/** A template as the Bonus Readings pages show it: its guidance for the model stays on the server. */
export function toSpecialReadingView(row: SpecialReadingRow): SpecialReading {
  return {
    id: row.id,
    flatCost: row.flatCost,
    title: row.title,
    description: row.description,
    cards: row.positions.length,
    positions: row.positions,
    availableUntil: row.availableUntil?.getTime() ?? null,
  };
}
