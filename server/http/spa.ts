import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.ts';

export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Paths the SPA never owns: an unknown one is a JSON 404, not the app shell. */
const API_PREFIXES = ['/api/', '/v1/', '/webhooks/', '/healthz', '/metrics', '/docs'];

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (never cached) for every other
 * GET, so the client router decides where unknown paths go (docs/product.md#where-unknown-paths-go).
 */
export async function serveSpa(app: FastifyInstance, clientDir = CLIENT_DIR): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!wantsPage) throw notFound(`No route ${request.method} ${path}`);
    if (!built) return reply.code(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
