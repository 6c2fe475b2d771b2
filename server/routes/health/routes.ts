import type { FastifyInstance } from 'fastify';
import { getHealth } from '#common/api/health.ts';
import type { Database } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';

/** `GET /healthz`: 200 once the database answers; load balancers and the test fixtures wait on it. */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  registerRoute(app, getHealth, async (_request, reply) => {
    await database.executeSql('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: database.kind };
  });
}
