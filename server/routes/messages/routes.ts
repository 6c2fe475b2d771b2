import type { FastifyInstance } from 'fastify';
import { getUnreadCount } from '#common/api/messages.ts';
import { registerRoute } from '#server/http/route.ts';

/**
 * The unread message count. Messages (and their table) arrive with the messages feature; until
 * then no user has any, and the menu badge stays hidden.
 */
export function messagesRoutes(app: FastifyInstance): void {
  registerRoute(app, getUnreadCount, async () => ({ count: 0 }));
}
