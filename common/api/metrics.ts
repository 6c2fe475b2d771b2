import { defineFile } from './endpoint.ts';

/**
 * `GET /metrics`: Prometheus's text format, for the operator's scraper (docs/architecture.md#metrics).
 * It needs `Authorization: Bearer <METRICS_TOKEN>`; without a token configured it does not exist (404).
 */
export const getMetrics = defineFile({ path: '/metrics', contentType: 'text/plain; version=0.0.4; charset=utf-8' });
