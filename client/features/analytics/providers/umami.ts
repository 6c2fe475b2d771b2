import { analyticsSafeUrl } from '#common/analytics-safe-url.ts';
import type { LoadProvider } from './script.ts';
import { addScript } from './script.ts';

/**
 * The window function Umami's script calls with every payload before sending it (its `data-before-send`): a global,
 * since the script finds it by name.
 */
export const BEFORE_SEND = 'arcanaAnalyticsBeforeSend';

/** What Umami's script puts on the window (docs/architecture.md#visitor-analytics), and the hook it calls. */
interface UmamiWindow {
  umami?: { identify: (id: string) => unknown };
  [BEFORE_SEND]?: (type: string, payload: Record<string, unknown>) => Record<string, unknown>;
}

const cleared = (value: unknown) => (typeof value === 'string' ? analyticsSafeUrl(value) : value);

/**
 * Umami's script tag with the website id. Its script follows the app's own navigation and reports the page and the
 * previous one as `url` and `referrer`: the before-send hook clears both of tokens and keys on every payload, page
 * views and identification alike. Once the script has loaded, `umami.identify` ties the session to the visitor's id.
 */
export const load: LoadProvider = (config, userId) => {
  (window as UmamiWindow)[BEFORE_SEND] = (_type, payload) => ({ ...payload, url: cleared(payload.url), referrer: cleared(payload.referrer) });
  const identify = userId === null ? undefined : () => (window as UmamiWindow).umami?.identify(userId);
  addScript(config, { 'data-website-id': config.siteId, 'data-before-send': BEFORE_SEND }, identify);
};
