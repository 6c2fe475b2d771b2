import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { announceUpdate } from './update-state.ts';

/** vite-plugin-pwa's registerSW: registers the worker, and its result makes a waiting version take over. */
export type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/** How often a long-open tab asks whether a new version was released (a small no-cache request). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker through `registerSW` at once (the page has loaded). A new version
 * installs in the background and waits; the update toast lets the user switch to it now or later.
 */
export function watchForUpdates(registerSW: RegisterSW): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
