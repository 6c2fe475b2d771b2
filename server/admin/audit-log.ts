import { adminAudit } from '#server/db/schema/admin.ts';
import type { Executor } from '#server/points/load-points.ts';

/** One admin action for the audit log (docs/product.md#admins). */
export interface AdminAction {
  adminId: string;
  /** What was done, e.g. `grant`, `ban`, `costs.update`, `queue.retry`. */
  action: string;
  /** What it was done to, e.g. `user`, `costs`, `special-reading:3`; never a secret. */
  target: string;
  /** The user the action was about, when there is one: kept as a key that account deletion clears. */
  targetUserId?: string;
  /** What an admin reading the log needs to know; never a secret, a key or a reading's content. */
  detail?: Record<string, unknown>;
}

/**
 * Records an admin action. Pass the transaction that performs the action, so the row commits with it and a
 * failed action leaves no row.
 */
export async function recordAdminAction(db: Executor, action: AdminAction): Promise<void> {
  await db.insert(adminAudit).values({
    adminId: action.adminId,
    action: action.action,
    target: action.target,
    targetUserId: action.targetUserId ?? null,
    detail: action.detail ?? null,
  });
}
