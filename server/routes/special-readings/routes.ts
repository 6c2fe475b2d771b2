import type { FastifyInstance } from 'fastify';
import { getAvailableSpecialReadings } from '#common/api/special-readings.ts';
import { registerRoute } from '#server/http/route.ts';

/**
 * The special readings available now. They are admin-defined templates that arrive with the
 * bonus-readings feature; until then none is available, and the menu badge stays hidden.
 */
export function specialReadingRoutes(app: FastifyInstance): void {
  registerRoute(app, getAvailableSpecialReadings, async () => ({ specialReadings: [] }));
}
