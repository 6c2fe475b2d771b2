import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IsAdminSchema, ProfileSchema } from '#common/api/profile.ts';
import { isAdmin } from '#server/policies/is-admin.ts';

/** `GET /v1/profile/get` and `GET /v1/profile/is-admin`. */
export function profileRoutes(app: FastifyInstance, { adminEmails }: { adminEmails: readonly string[] }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/v1/profile/get', { schema: { response: { 200: ProfileSchema } } }, async (request) => ({
    // The client namespaces its cache with this; an MD5 of the id reveals nothing about the user.
    md5String: createHash('md5').update(request.user.id).digest('hex'),
    name: request.user.name,
    email: request.user.email,
  }));

  routes.get('/v1/profile/is-admin', { schema: { response: { 200: IsAdminSchema } } }, async (request) => ({
    isAdmin: isAdmin(request.user, adminEmails),
  }));
}
