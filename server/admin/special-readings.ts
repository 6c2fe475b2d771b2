import { asc, eq } from 'drizzle-orm';
import type { AdminSpecialReading, SpecialReadingInput } from '#common/api/admin.ts';
import type { Db } from '#server/db/database.ts';
import { specialReading } from '#server/db/schema/special-readings.ts';
import { notFound } from '#server/http/errors.ts';
import { isAvailableAt, type SpecialReadingRow } from '#server/special-readings/availability.ts';
import { recordAdminAction } from './audit-log.ts';

/** A template as the admin area shows it, with whether the Bonus Readings pages offer it at `now`. */
function toAdminView(row: SpecialReadingRow, now: Date): AdminSpecialReading {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prompt: row.prompt,
    positions: row.positions,
    flatCost: row.flatCost,
    availableFrom: row.availableFrom?.getTime() ?? null,
    availableUntil: row.availableUntil?.getTime() ?? null,
    enabled: row.enabled,
    open: isAvailableAt(row, now),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const toColumns = (input: SpecialReadingInput) => ({
  title: input.title,
  description: input.description,
  prompt: input.prompt,
  positions: input.positions,
  flatCost: input.flatCost,
  availableFrom: input.availableFrom === null ? null : new Date(input.availableFrom),
  availableUntil: input.availableUntil === null ? null : new Date(input.availableUntil),
  enabled: input.enabled,
});

/** What the audit log keeps of a template: its shape, not its wording. */
const auditDetail = (input: Pick<SpecialReadingInput, 'title' | 'flatCost' | 'enabled' | 'positions'>) => ({
  title: input.title,
  flatCost: input.flatCost,
  enabled: input.enabled,
  positions: input.positions.length,
});

/** Every template, switched off, closed and future ones included, oldest first. */
export async function listSpecialReadings(db: Db, now = new Date()): Promise<AdminSpecialReading[]> {
  const rows = await db.select().from(specialReading).orderBy(asc(specialReading.id));
  return rows.map((row) => toAdminView(row, now));
}

export async function createSpecialReading(db: Db, adminId: string, input: SpecialReadingInput, now = new Date()): Promise<AdminSpecialReading> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(specialReading).values(toColumns(input)).returning();
    await recordAdminAction(tx, { adminId, action: 'special-reading.create', target: `special-reading:${row!.id}`, detail: auditDetail(input) });
    return toAdminView(row!, now);
  });
}

/** Replaces a template. Readings already started keep the template as it was (docs/product.md#bonus-readings). */
export async function updateSpecialReading(db: Db, adminId: string, id: number, input: SpecialReadingInput, now = new Date()): Promise<AdminSpecialReading> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(specialReading)
      .set({ ...toColumns(input), updatedAt: now })
      .where(eq(specialReading.id, id))
      .returning();
    if (!row) throw notFound('There is no such bonus reading.');
    await recordAdminAction(tx, { adminId, action: 'special-reading.update', target: `special-reading:${id}`, detail: auditDetail(input) });
    return toAdminView(row, now);
  });
}

/** Switches a template off: it is no longer listed or started, and readings already started are untouched. */
export async function retireSpecialReading(db: Db, adminId: string, id: number, now = new Date()): Promise<AdminSpecialReading> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(specialReading).set({ enabled: false, updatedAt: now }).where(eq(specialReading.id, id)).returning();
    if (!row) throw notFound('There is no such bonus reading.');
    await recordAdminAction(tx, { adminId, action: 'special-reading.retire', target: `special-reading:${id}` });
    return toAdminView(row, now);
  });
}
