import { onlineManager, type Query } from '@tanstack/react-query';
import { connection } from './network.ts';
import { queryClient } from './query-client.ts';

/*
 * Back online (docs/decisions/0023), what was missed or only answered from the response cache while offline is fetched
 * again: the pages come back by themselves. Loaded with the app header's offline indicator, off the first load.
 */

/** When the device went offline; infinity while it is online. */
let offlineSince = connection.get() ? Number.POSITIVE_INFINITY : 0;

/** Whether `query` failed, or was answered, while the device was offline. */
const touchedOffline = (query: Query, since: number): boolean => query.state.errorUpdatedAt >= since || query.state.dataUpdatedAt >= since;

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
