import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { getMetrics } from '#common/api/metrics.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { carriesOperatorToken } from '#server/metrics/operator-token.ts';

/**
 * `GET /metrics` for the operator's Prometheus (docs/architecture.md#metrics): 404 unless METRICS_TOKEN is set,
 * then 401 without that token as a bearer token. Users' sessions never open it, admins' neither: it is the
 * operator's, like the server's logs.
 */
export function metricsRoutes(app: FastifyInstance, { token, registry }: { token: string | undefined; registry: Registry }): void {
  registerRoute(app, getMetrics, async (request, reply) => {
    if (token === undefined) throw notFound();
    if (!carriesOperatorToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'unauthorized', 'The metrics need the operator token (METRICS_TOKEN) as a bearer token.');
    }
    return reply.header('cache-control', 'no-store').type(getMetrics.contentType).send(await registry.metrics());
  });
}
