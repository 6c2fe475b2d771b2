import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getIsAdmin, getProfile } from '#common/api/profile.ts';
import { registerRoute } from '#server/http/route.ts';
import { isAdmin } from '#server/policies/is-admin.ts';

/** The signed-in user's profile, and whether they are an admin. */
export function profileRoutes(app: FastifyInstance, { adminEmails }: { adminEmails: readonly string[] }): void {
  registerRoute(app, getProfile, async (request) => ({
    // The client namespaces its cache with this; an MD5 of the id reveals nothing about the user.
    md5String: createHash('md5').update(request.user.id).digest('hex'),
    name: request.user.name,
    email: request.user.email,
  }));

  registerRoute(app, getIsAdmin, async (request) => ({ isAdmin: isAdmin(request.user, adminEmails) }));
}
