import { and, eq } from 'drizzle-orm';
import { reading } from '#server/db/schema/readings.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { Executor } from '#server/points/load-points.ts';

const SAVE_FIRST = 'Save this reading to My Readings first, then write about it.';

/**
 * Inside a journal write's transaction: the user's reading, which must be saved (docs/product.md#the-journal), locked
 * so that writes to its entry run one after another and a delete waits for them. Another user's id answers like a
 * missing one (404), as everywhere.
 */
export async function lockSavedReading(tx: Pick<Executor, 'select'>, userId: string, readingId: string): Promise<void> {
  const [row] = await tx
    .select({ savedAt: reading.savedAt })
    .from(reading)
    .where(and(eq(reading.id, readingId), eq(reading.userId, userId)))
    // Not FOR UPDATE: clarifiers and shares of the reading (whose foreign keys take KEY SHARE) need not wait.
    .for('no key update');
  if (!row) throw notFound('No such reading');
  if (!row.savedAt) throw new HttpError(409, 'not_saved', SAVE_FIRST);
}
