/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { watchForUpdates } from './watch-updates.ts';

/** Registers /service-worker.js (client/pwa/build-options.ts) through vite-plugin-pwa's virtual module. */
export function registerServiceWorker(): void {
  watchForUpdates(registerSW);
}
