import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { SqlExecutor } from '#server/db/database.ts';
import { recordDatabaseMetrics } from './database-metrics.ts';
import { recordHttpMetrics } from './http-metrics.ts';
import { recordProcessMetrics } from './process-metrics.ts';

/**
 * The metrics one API process serves at `/metrics` (docs/architecture.md#metrics). A registry per app, not
 * prom-client's global one, so several apps in one process (the tests) each count their own requests.
 */
export function createMetricsRegistry(app: FastifyInstance, database: SqlExecutor): Registry {
  const registry = new Registry();
  recordHttpMetrics(app, registry);
  recordDatabaseMetrics(registry, database);
  recordProcessMetrics(registry);
  return registry;
}
