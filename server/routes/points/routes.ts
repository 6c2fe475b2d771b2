import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GemProgressSchema, PointsSchema } from '#common/api/points.ts';
import { gemProgress } from '#common/domain/gem-progress.ts';
import type { Db } from '#server/db/database.ts';
import { loadPoints } from '#server/points/load-points.ts';

/** `GET /v1/points/get` and `GET /v1/points/gem-progress`. */
export function pointsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/v1/points/get', { schema: { response: { 200: PointsSchema } } }, (request) => loadPoints(db, request.user.id));
  routes.get('/v1/points/gem-progress', { schema: { response: { 200: GemProgressSchema } } }, async (request) =>
    gemProgress(await loadPoints(db, request.user.id), Date.now()),
  );
}
