import { vi } from 'vitest';

/** A canned answer: a JSON body with a status (200 unless given) and any extra headers. */
export interface CannedResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces global fetch with one that answers by path (query string ignored); unknown paths get 404.
 * Returns the mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, CannedResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const canned = routes[url.pathname] ?? { status: 404, body: { error: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(canned.body ?? null), {
      status: canned.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...canned.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A points record for tests. */
export const pointsRecord = (points: number, extraPoints = 0, coins = 0) => ({
  points,
  millisecondsPerPoint: 1_200_000,
  carryOverMilliseconds: 0,
  lastUpdate: Date.now(),
  maxPoints: 36,
  extraPoints,
  coins,
});
