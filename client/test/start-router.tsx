import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { queryClient } from '#client/lib/query-client.ts';
import { routes } from '#client/router.tsx';

/** Renders the app's real route table in a memory router at `path`; returns the router. */
export function startRouter(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Waits until the router is at `href` (path and query string). */
export async function expectLocation(router: ReturnType<typeof startRouter>, href: string): Promise<void> {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href), { timeout: 3000 });
}
