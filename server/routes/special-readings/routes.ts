import type { FastifyInstance } from 'fastify';
import { getAvailableSpecialReadings } from '#common/api/special-readings.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { availableSpecialReadings, toSpecialReadingView } from '#server/special-readings/queries.ts';

export interface SpecialReadingRouteOptions {
  db: Db;
}

/** The bonus readings open now (docs/product.md#bonus-readings); the menu badge counts them. */
export function specialReadingRoutes(app: FastifyInstance, { db }: SpecialReadingRouteOptions): void {
  registerRoute(app, getAvailableSpecialReadings, async () => ({
    specialReadings: (await availableSpecialReadings(db, new Date())).map(toSpecialReadingView),
  }));
}
