import autocannon from 'autocannon';

/** Concurrent connections of every HTTP load run (issue 12's figure). */
export const LOAD_CONNECTIONS = 50;
/** Seconds per load run (issue 12's figure). */
export const LOAD_SECONDS = 10;

/** What one load run measured: requests per second (mean) and latency percentiles in ms. */
export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * Loads `url` over real sockets with LOAD_CONNECTIONS connections for LOAD_SECONDS.
 * @throws Error when any response was not 2xx, so a figure never hides an error page.
 */
export async function loadTest(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
