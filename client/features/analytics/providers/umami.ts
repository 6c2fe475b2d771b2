import type { LoadProvider } from './script.ts';
import { addScript } from './script.ts';

/** What Umami's script puts on the window (docs/architecture.md#visitor-analytics). */
interface UmamiWindow {
  umami?: { identify: (id: string) => unknown };
}

/**
 * Umami's script tag with the website id; once it has loaded, `umami.identify` ties the session to the visitor's id.
 * Its script follows the app's own navigation.
 */
export const load: LoadProvider = (config, userId) => {
  const identify = userId === null ? undefined : () => (window as UmamiWindow).umami?.identify(userId);
  addScript(config.scriptUrl, { 'data-website-id': config.siteId }, identify);
};
