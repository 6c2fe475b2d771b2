import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. The api functions already raise the Error dialog and return
 * fallbacks, so queries never retry; refetching on focus is opted into per query (points,
 * unread count) where docs/product.md#messages asks for it.
 *
 * Offline (docs/product.md#installing-offline-and-updates), a query still runs once, so a cached call answers from the
 * response cache and any other fails at once with no answer, keeping what the query last had, rather than waiting
 * unseen for the connection; an action fails at once too, and its page says it needs the connection.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
