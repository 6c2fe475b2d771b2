import { useEffect } from 'react';
import { createStore, type ExternalStore } from './external-store.ts';

/**
 * How many things on screen ask for quiet now. While any does, the app lays nothing over the page (the notices wait):
 * the help card (docs/product.md#safety) must never be covered by a tip or news.
 */
export const quietRequests: ExternalStore<number> = createStore(0);

/** Asks for quiet while the calling component is on screen. */
export function useQuiet(): void {
  useEffect(() => {
    quietRequests.set((count) => count + 1);
    return () => quietRequests.set((count) => count - 1);
  }, []);
}
