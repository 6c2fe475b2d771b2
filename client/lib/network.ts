import { createStore, useStore } from './external-store.ts';

/**
 * Whether the browser says it has a connection, kept from its online and offline events. The header's offline
 * indicator, the list pages and the sentences for a failed call read it (docs/product.md#installing-offline-and-updates).
 */
export const connection = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => connection.set(true));
  window.addEventListener('offline', () => connection.set(false));
}

/** Whether the device is online, as the browser last said. */
export function useOnline(): boolean {
  return useStore(connection);
}
