import type { FastifyBaseLogger } from 'fastify';

/** How often an ongoing outage is logged again. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * Logs the first request an outage (the database unreachable, its disk full) refuses, then at most one line per
 * interval saying how many more it refused since, so an outage under load writes a few lines rather than one per
 * request (thousands in a few seconds).
 */
export function outageLog(level: 'warn' | 'error', message: string, intervalMs = OUTAGE_LOG_INTERVAL_MS, now = Date.now) {
  let lastLogged = Number.NEGATIVE_INFINITY;
  let refusedSince = 0;
  return (log: FastifyBaseLogger, error: unknown): void => {
    const at = now();
    if (at - lastLogged < intervalMs) {
      refusedSince += 1;
      return;
    }
    log[level]({ err: error, refusedSinceLastLine: refusedSince }, message);
    lastLogged = at;
    refusedSince = 0;
  };
}
