import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a fast cached read to a request that waits on Argon2id or a slow database. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts every answered request and times it, labelled by the route's pattern (`/v1/reading/get_reading/:id`),
 * never the address itself: ids, share keys and query strings stay out of the metrics as they stay out of the
 * logs, and the label set stays small. Requests no route matched share one label.
 */
export function recordHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'arcana_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'arcana_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (live reading streams: until the stream ends), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
