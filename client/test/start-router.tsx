import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { errorFlag } from '#client/lib/error-flag.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { routes } from '#client/router.tsx';

type TestRouter = ReturnType<typeof createMemoryRouter>;

/** The routers started by the running test, stopped by {@link resetApp}. */
const started = new Set<TestRouter>();

/** Renders the app's real route table in a memory router at `path`; returns the router. */
export function startRouter(path: string): TestRouter {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  started.add(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Waits until the router is at `href` (path and query string). */
export async function expectLocation(router: TestRouter, href: string): Promise<void> {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href), { timeout: 3000 });
}

/**
 * Ends everything the test's app is doing before its mocks go: lets a navigation in flight finish its loaders, unmounts
 * the app, stops its routers and empties the shared query cache. Otherwise a loader or a mounted query of one test
 * would run later against the next test's cache with the real fetch, fail, cache its fallback (not an admin) and raise
 * the Error dialog over the next test's page. Call it first in afterEach, before any vi.unstubAllGlobals().
 */
export async function resetApp(): Promise<void> {
  for (const router of started) await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  cleanup();
  for (const router of started) router.dispose();
  started.clear();
  queryClient.clear();
  act(() => errorFlag.set(false));
}
