import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { CannedResponse } from '#client/test/mock-fetch.ts';

/** Renders one admin section with a query client the test can look into. */
export function renderSection(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** A canned answer, or one worked out per call (a list that changes after a save). */
type Answer = CannedResponse | (() => CannedResponse);

/**
 * Replaces fetch with one that answers by method and path (`'POST /v1/admin/costs'`), since the admin calls use one
 * path for a list and its create; anything else is a 404. Returns the mock.
 */
export function mockAdminFetch(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const canned = (typeof answer === 'function' ? answer() : answer) ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
    return new Response(JSON.stringify(canned.body ?? null), { status: canned.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with `method` to `path`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockAdminFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}
