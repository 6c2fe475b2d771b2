import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. The api functions already raise the Error dialog and return
 * fallbacks, so queries never retry; refetching on focus is opted into per query (points,
 * unread count) where docs/product.md#messages asks for it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
