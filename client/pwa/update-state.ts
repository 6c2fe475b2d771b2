import { createStore, useStore } from '#client/lib/external-store.ts';

/** Makes the waiting version take over; the page reloads once it controls the page. */
export type ApplyUpdate = () => Promise<void>;

/** The waiting new version's switch, or null while none waits or the user put it off. */
const waitingUpdate = createStore<ApplyUpdate | null>(null);

/** A new version is installed and waiting: the update toast offers it (docs/product.md#installing-offline-and-updates). */
export function announceUpdate(apply: ApplyUpdate): void {
  // A function is stored as it is, not called as an updater.
  waitingUpdate.set(() => apply);
}

/** "Later": the toast goes away until the next page load; the new version takes over once every Arcana tab has closed. */
export function dismissUpdate(): void {
  waitingUpdate.set(null);
}

/** The waiting version's switch, while the toast should show. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useStore(waitingUpdate);
}
