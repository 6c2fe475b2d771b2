import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AvailableSpecialReadingsSchema } from '#common/api/special-readings.ts';

/**
 * `GET /v1/special-reading/available`. Special readings are admin-defined templates that arrive with the
 * bonus-readings feature; until then none is available, and the menu badge stays hidden.
 */
export function specialReadingRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/v1/special-reading/available', { schema: { response: { 200: AvailableSpecialReadingsSchema } } }, async () => ({
      specialReadings: [],
    }));
}
