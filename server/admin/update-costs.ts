import type { Costs } from '#common/api/settings.ts';
import type { Db } from '#server/db/database.ts';
import { loadCosts, saveCosts } from '#server/settings/load-costs.ts';
import { recordAdminAction } from './audit-log.ts';

/**
 * Stores an admin's costs record with its audit row. Nothing caches the record in a process: every price shown
 * and charged reads it again (server/settings/load-costs.ts), so the next one uses these values.
 */
export async function updateCosts(db: Db, adminId: string, costs: Costs): Promise<Costs> {
  return db.transaction(async (tx) => {
    const before = await loadCosts(tx);
    await saveCosts(tx, costs);
    await recordAdminAction(tx, { adminId, action: 'costs.update', target: 'costs', detail: { before, after: costs } });
    return loadCosts(tx);
  });
}
