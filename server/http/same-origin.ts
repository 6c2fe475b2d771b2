import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site. Session cookies are
 * SameSite=Lax already; this closes the gap for requests that carry an Origin of another site.
 */
export function requireSameOrigin(app: FastifyInstance, publicUrl: string): void {
  const ownOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) {
      throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, 'forbidden', 'Cross-site requests are not allowed.');
    }
  });
}
