import type { FastifyInstance, FastifyRequest } from 'fastify';
import type PgBoss from 'pg-boss';
import { cancelJob, getQueueStats, retryJob } from '#common/api/admin-ops.ts';
import { cancelJob as cancel, type JobActionDeps, retryJob as retry } from '#server/admin/job-actions.ts';
import { loadQueueDashboard } from '#server/admin/queue-stats.ts';
import type { Db } from '#server/db/database.ts';
import type { JobWakeUp } from '#server/jobs/job-wake-up.ts';
import { registerRoute } from '#server/http/route.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';

export interface QueueAdminOptions {
  db: Db;
  boss: PgBoss;
  jobWakeUp: JobWakeUp;
  progress: ProgressBus;
  /** The admin check (only-admins.ts), run before validation. */
  onlyAdmins: (request: FastifyRequest) => Promise<void>;
  /** Records an action in the audit log, in the action's transaction (server/admin/audit-log.ts). */
  recordAction: JobActionDeps['recordAction'];
}

/** The queue dashboard's calls (docs/product.md#admins): its figures, and retrying or cancelling one job. */
export function queueAdminRoutes(app: FastifyInstance, { db, boss, jobWakeUp, progress, onlyAdmins, recordAction }: QueueAdminOptions): void {
  const deps: JobActionDeps = { db, boss, jobWakeUp, progress, recordAction };
  const guard = { preValidation: onlyAdmins };
  registerRoute(app, getQueueStats, async () => loadQueueDashboard(db), guard);
  registerRoute(app, retryJob, async (request) => retry(deps, { adminId: request.user.id, ...request.params }), guard);
  registerRoute(app, cancelJob, async (request) => cancel(deps, { adminId: request.user.id, ...request.params }), guard);
}
