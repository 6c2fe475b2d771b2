import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '#client/lib/query-client.ts';

/**
 * Renders `hook` inside a fresh QueryClient with the app's defaults (no refetch on focus unless a query opts in, a
 * stale time), so a test sees a query's refetching as the app runs it.
 */
export function renderQueryHook<Result>(hook: () => Result) {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}
