import type { FastifyInstance } from 'fastify';
import { matchedPath } from './matched-path.ts';

/** Paths whose answers are a user's own data (readings, gems, key status) or errors about it. */
const API_PREFIXES = ['/v1/', '/api/'];

/**
 * Marks every API response `Cache-Control: no-store`, errors included, so no browser or proxy cache
 * keeps a user's data after they sign out. A route that sets its own cache policy (the SSE stream)
 * keeps it, and so do the SPA's static assets, which live outside these paths. The path is the one the router
 * matched, so `/v%31/…` is an API call here too.
 */
export function noStoreApiResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = matchedPath(request);
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
