import type { FastifyInstance } from 'fastify';
import * as admin from '#common/api/admin.ts';
import { broadcastMessage } from '#common/api/messages.ts';
import { setAdminRole } from '#server/admin/admin-role.ts';
import { listAuditLog } from '#server/admin/audit-list.ts';
import { recordAdminAction } from '#server/admin/audit-log.ts';
import { banUser, unbanUser } from '#server/admin/ban-user.ts';
import { grantPoints } from '#server/admin/grant-points.ts';
import { createSpecialReading, listSpecialReadings, retireSpecialReading, updateSpecialReading } from '#server/admin/special-readings.ts';
import { adminStats } from '#server/admin/stats.ts';
import { lockTargetUser } from '#server/admin/target-user.ts';
import { updateCosts } from '#server/admin/update-costs.ts';
import { findAdminUser, listUsers } from '#server/admin/user-list.ts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { broadcastMessage as sendBroadcast } from '#server/messages/broadcast.ts';
import { sendDirectMessage } from '#server/messages/direct-message.ts';
import { onlyAdmins } from './only-admins.ts';

/**
 * The admin calls (docs/product.md#admins): users, balances, bans and roles, costs, bonus reading templates,
 * messages, the headline numbers and the audit log. Each refuses a signed-in user who is not an admin with 403, and
 * each change is recorded in the audit log in its own transaction.
 */
export function adminRoutes(app: FastifyInstance, { db, adminEmails }: { db: Db; adminEmails: readonly string[] }): void {
  const options = { preValidation: onlyAdmins({ db, adminEmails }) };
  const userView = async (id: string) => {
    const found = await findAdminUser(db, id, adminEmails);
    if (!found) throw notFound('There is no such user.');
    return found;
  };

  registerRoute(
    app,
    broadcastMessage,
    (request) =>
      db.transaction(async (tx) => {
        const sent = await sendBroadcast(tx, request.body);
        await recordAdminAction(tx, {
          adminId: request.user.id,
          action: 'messages.broadcast',
          target: `broadcast:${sent.broadcastId}`,
          detail: { title: request.body.title, recipients: sent.recipients },
        });
        return sent;
      }),
    options,
  );

  registerRoute(app, admin.getAdminUsers, (request) => listUsers(db, { query: request.query.query ?? '', page: request.query.page ?? 1, adminEmails }), options);

  registerRoute(
    app,
    admin.grantPoints,
    async (request) => {
      await grantPoints(db, request.user.id, request.params.id, request.body);
      return userView(request.params.id);
    },
    options,
  );

  registerRoute(
    app,
    admin.banUser,
    async (request) => {
      await banUser(db, request.user.id, request.params.id, adminEmails);
      return userView(request.params.id);
    },
    options,
  );

  registerRoute(
    app,
    admin.unbanUser,
    async (request) => {
      await unbanUser(db, request.user.id, request.params.id);
      return userView(request.params.id);
    },
    options,
  );

  registerRoute(
    app,
    admin.setAdminRole,
    async (request) => {
      await setAdminRole(db, request.user.id, request.params.id, request.body.admin, adminEmails);
      return userView(request.params.id);
    },
    options,
  );

  registerRoute(
    app,
    admin.messageUser,
    (request) =>
      db.transaction(async (tx) => {
        const target = await lockTargetUser(tx, request.params.id);
        const messageId = await sendDirectMessage(tx, target.id, request.body);
        await recordAdminAction(tx, { adminId: request.user.id, action: 'user.message', target: 'user', targetUserId: target.id, detail: { title: request.body.title } });
        return { messageId };
      }),
    options,
  );

  registerRoute(app, admin.updateCosts, (request) => updateCosts(db, request.user.id, request.body), options);

  registerRoute(app, admin.getAdminSpecialReadings, async () => ({ specialReadings: await listSpecialReadings(db) }), options);
  registerRoute(app, admin.createSpecialReading, (request) => createSpecialReading(db, request.user.id, request.body), options);
  registerRoute(app, admin.updateSpecialReading, (request) => updateSpecialReading(db, request.user.id, request.params.id, request.body), options);
  registerRoute(app, admin.retireSpecialReading, (request) => retireSpecialReading(db, request.user.id, request.params.id), options);

  registerRoute(app, admin.getAdminStats, () => adminStats(db), options);
  registerRoute(app, admin.getAuditLog, (request) => listAuditLog(db, request.query.page ?? 1), options);
}
