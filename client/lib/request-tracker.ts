import { createStore, useStore } from './external-store.ts';

/** How many tracked requests are in flight; the loading overlay shows while it is above zero. */
export const trackedRequests = createStore(0);

/** Counts `work` as a tracked request until it settles. */
export async function track<T>(work: Promise<T>): Promise<T> {
  trackedRequests.set((count) => count + 1);
  try {
    return await work;
  } finally {
    trackedRequests.set((count) => count - 1);
  }
}

/** The number of tracked requests in flight. */
export function useTrackedRequests(): number {
  return useStore(trackedRequests);
}
