import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { connection } from './network.ts';

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

let offlineSince = connection.get() ? Number.POSITIVE_INFINITY : 0;

/** Whether `query` failed, or was answered from the response cache, while the device was offline. */
const touchedOffline = (query: Query, since: number): boolean => query.state.errorUpdatedAt >= since || query.state.dataUpdatedAt >= since;

/** Follows the browser's connection; back online, what was missed or only cached offline is fetched again. */
function followConnection(online: boolean): void {
  onlineManager.setOnline(online);
  if (!online) {
    offlineSince = Math.min(offlineSince, Date.now());
    return;
  }
  const since = offlineSince;
  offlineSince = Number.POSITIVE_INFINITY;
  void queryClient.invalidateQueries({ predicate: (query) => touchedOffline(query, since) });
}

onlineManager.setOnline(connection.get());
connection.subscribe(() => followConnection(connection.get()));
