import type { FastifyInstance } from 'fastify';
import { getMessages, getUnreadCount, markMessageRead } from '#common/api/messages.ts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { countUnread, listMessages, markRead } from '#server/messages/inbox.ts';

/** The signed-in user's inbox (docs/product.md#messages-page): the list, the unread count, and marking one read. */
export function messagesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getUnreadCount, async (request) => ({ count: await countUnread(db, request.user.id) }));

  registerRoute(app, getMessages, async (request) => ({ messages: await listMessages(db, request.user.id) }));

  registerRoute(app, markMessageRead, async (request) => {
    // Another user's message answers exactly like one that does not exist.
    if (!(await markRead(db, request.user.id, request.params.id))) throw notFound('No such message');
    return { count: await countUnread(db, request.user.id) };
  });
}
