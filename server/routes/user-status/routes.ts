import type { FastifyInstance } from 'fastify';
import { getUserStatus, setEngaged } from '#common/api/user-status.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { loadUserStatus, markEngaged } from '#server/user-status/user-status.ts';

/** The user status (docs/product.md#user-status-and-messages): read it, and mark the user engaged. */
export function userStatusRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getUserStatus, async (request) => ({ status: await loadUserStatus(db, request.user.id) }));

  registerRoute(app, setEngaged, async (request) => {
    await markEngaged(db, request.user.id);
    return { success: true };
  });
}
