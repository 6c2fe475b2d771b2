import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** A page module's component, as the router's lazy routes export it. */
type Page = ComponentType;

/**
 * Renders one page at `path` (matched by `pattern`) in a memory data router with a fresh
 * QueryClient, with a stand-in for every other path so navigations can be asserted. `state`
 * becomes the location state, as when another page navigates here.
 */
export function renderPage(Page: Page, { pattern, path, state }: { pattern: string; path: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
