import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnreadCountSchema } from '#common/api/messages.ts';

/**
 * `GET /v1/messages/unread/count`. Messages (and their table) arrive with the messages feature; until
 * then no user has any, and the menu badge stays hidden.
 */
export function messagesRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/messages/unread/count', { schema: { response: { 200: UnreadCountSchema } } }, async () => ({
    count: 0,
  }));
}
