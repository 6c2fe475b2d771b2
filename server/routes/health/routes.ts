import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '#common/api/health.ts';
import type { Database } from '#server/db/database.ts';

/** `GET /healthz`: 200 once the database answers; load balancers and the test fixtures wait on it. */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/healthz', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
    await database.executeSql('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: database.kind };
  });
}
