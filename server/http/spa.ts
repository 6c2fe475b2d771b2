import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from '#common/analytics.ts';
import { withAnalytics } from './analytics.ts';
import { notFound } from './errors.ts';
import { sendShell, shellFromFile } from './shell.ts';
import { decodedPath } from './matched-path.ts';

// From server/http/ and from the built dist/server/ alike, two levels up is the repository root.
export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Paths the SPA never owns: an unknown one is a JSON 404, not the app shell. */
const API_PREFIXES = ['/api/', '/v1/', '/webhooks/', '/healthz', '/metrics', '/docs', '/openapi.json'];

/** Content-hashed files never change under their name: a browser may keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on each use, by ETag or Last-Modified. */
export const REVALIDATE = 'no-cache';

/** What a page request gets before the client is built. */
export const NOT_BUILT_MESSAGE = 'The web client is not built yet: run `npm run build`.';

/** The built index.html, for pages that answer it with more in its head (shared links); null before a build. */
export function readBuiltIndexHtml(clientDir = CLIENT_DIR): string | null {
  const path = join(clientDir, 'index.html');
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html (revalidated on each use) for every
 * other GET, so the client router decides where unknown paths go (docs/product.md#where-unknown-paths-go).
 * Each file goes out as the build's `.br` or `.gz` sibling when the request accepts that encoding (the
 * build writes them, vite.config.ts), so it is served as it was compressed, never compressed again here.
 * With analytics configured, index.html carries its meta tag, so it is served from memory instead, compressed once
 * per build.
 */
export async function serveSpa(app: FastifyInstance, clientDir = CLIENT_DIR, analytics?: AnalyticsConfig): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  const shell = built && analytics ? shellFromFile(join(clientDir, 'index.html'), (html) => withAnalytics(html, analytics)) : null;
  if (built) {
    const assetsDir = join(clientDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are reached through their original's URL only.
      globIgnore: ['**/*.br', '**/*.gz'],
      // The service worker precaches /index.html: it must get the shell the pages get.
      ...(shell ? { allowedPath: (path: string) => path !== '/index.html' } : {}),
      // Off so that the policy below is not overwritten by the static handler's default `max-age=0`.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!wantsPage) throw notFound(`No route ${request.method} ${path}`);
    if (!built) return reply.code(503).type('text/plain').send(NOT_BUILT_MESSAGE);
    if (shell) return sendShell(request, reply, shell(), REVALIDATE);
    return reply.sendFile('index.html');
  });
}
