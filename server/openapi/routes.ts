import type { FastifyInstance, RouteOptions } from 'fastify';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { sessionCookieName } from '#server/auth/auth.ts';
import { docsPage } from './docs-page.ts';
import { DOCS_PATH, OPENAPI_PATH, openApiDocument, type OpenApiDocument } from './document.ts';

const registers = (route: RouteOptions, declaration: Declaration) =>
  route.url === declaration.path && [route.method].flat().includes(declaration.method);

/**
 * GET /openapi.json, the OpenAPI document of the contract, and GET /docs, the page that lists it: public, and outside
 * /v1, /api and /webhooks, so no proof of origin applies (server/http/request-origin.ts). Registered before the
 * API's routes: the document says which calls need a session from how the server registered them, not from a list.
 */
export function openApiRoutes(app: FastifyInstance, { https }: { https: boolean }): void {
  const routes: RouteOptions[] = [];
  // requireSession marks a route after this hook has seen it; the mark is read once every route is registered.
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  let document: OpenApiDocument | undefined;
  const current = () =>
    (document ??= openApiDocument(CONTRACT, {
      sessionCookie: sessionCookieName(https),
      needsSession: (declaration) => routes.some((route) => registers(route, declaration) && route.config?.requiresSession === true),
    }));

  app.get(OPENAPI_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').send(current()));
  app.get(DOCS_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(docsPage(current())));
}
