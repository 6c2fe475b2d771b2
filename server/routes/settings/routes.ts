import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CostsSchema } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';

/** `GET /v1/settings/get`: the costs record (DESIGN §4 defaults; admin editing arrives with the admin area). */
export function settingsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/settings/get', { schema: { response: { 200: CostsSchema } } }, async () => DEFAULT_COSTS);
}
