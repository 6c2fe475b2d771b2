import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PointsSchema } from '#common/api/points.ts';
import type { Db } from '#server/db/database.ts';
import { loadPoints } from '#server/points/load-points.ts';

/** `GET /v1/points/get`. Spending, regeneration on the server and the ledger come with readings. */
export function pointsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/points/get', { schema: { response: { 200: PointsSchema } } }, (request) =>
    loadPoints(db, request.user.id),
  );
}
