import type { FastifyInstance, FastifyRequest } from 'fastify';
import { broadcastMessage } from '#common/api/messages.ts';
import type { Db } from '#server/db/database.ts';
import { HttpError } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { broadcastMessage as sendBroadcast } from '#server/messages/broadcast.ts';
import { isAdmin } from '#server/policies/is-admin.ts';

/** The admin calls (docs/product.md#admins): each refuses a signed-in user who is not an admin with 403. */
export function adminRoutes(app: FastifyInstance, { db, adminEmails }: { db: Db; adminEmails: readonly string[] }): void {
  // Before validation: a non-admin learns nothing about what the call accepts.
  const onlyAdmins = async (request: FastifyRequest) => {
    if (!isAdmin(request.user, adminEmails)) throw new HttpError(403, 'forbidden', 'Only admins can do this.');
  };

  registerRoute(app, broadcastMessage, async (request) => sendBroadcast(db, request.body), { preValidation: onlyAdmins });
}
