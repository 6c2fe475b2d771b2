import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { CostsSchema, type Costs } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { appSetting } from '#server/db/schema/settings.ts';
import type { Executor } from '#server/points/load-points.ts';

/** The `app_setting` key of the costs record. */
const COSTS_SETTING = 'costs';

/**
 * The costs record in force: the one an operator stored, else the defaults. Both the price the
 * client shows (`GET /v1/settings/get`) and the price a start charges come from here, so they agree.
 * A stored record missing fields (an older shape) takes them from the defaults; one that does not
 * parse is ignored.
 */
export async function loadCosts(db: Pick<Executor, 'select'>): Promise<Costs> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, COSTS_SETTING));
  if (!row) return DEFAULT_COSTS;
  const stored = z.partial(CostsSchema).safeParse(row.value);
  return stored.success ? { ...DEFAULT_COSTS, ...stored.data } : DEFAULT_COSTS;
}

/** Stores the costs record: the admin area's costs form, and tests. */
export async function saveCosts(db: Pick<Executor, 'insert'>, costs: Costs): Promise<void> {
  const value = CostsSchema.parse(costs);
  await db
    .insert(appSetting)
    .values({ key: COSTS_SETTING, value })
    .onConflictDoUpdate({ target: appSetting.key, set: { value, updatedAt: new Date() } });
}
