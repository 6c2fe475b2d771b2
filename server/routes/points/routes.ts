import type { FastifyInstance } from 'fastify';
import { getGemProgress, getPoints } from '#common/api/points.ts';
import { gemProgress } from '#common/domain/gem-progress.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { loadPoints } from '#server/points/load-points.ts';

/** The points record and how far the next gem has regenerated. */
export function pointsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getPoints, (request) => loadPoints(db, request.user.id));
  registerRoute(app, getGemProgress, async (request) => gemProgress(await loadPoints(db, request.user.id), Date.now()));
}
