import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HasActiveReadingSchema } from '#common/api/readings.ts';

/**
 * `GET /v1/reading/has_active_reading`, which the app shell needs for its menu and start-up redirect.
 * Readings themselves (and their table) arrive with the readings feature; until then nobody has one.
 */
export function readingRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/v1/reading/has_active_reading', { schema: { response: { 200: HasActiveReadingSchema } } }, async () => ({
      hasActiveReading: false,
    }));
}
