import { analyticsSafeUrl } from '#common/analytics-safe-url.ts';
import type { LoadProvider } from './script.ts';
import { addScript } from './script.ts';

/** Plausible's `plausible(event, options)`, and the queue its installation snippet keeps until the script has loaded. */
interface PlausibleWindow {
  plausible?: ((event: string, options: { u: string; props?: Record<string, string> }) => void) & { q?: unknown[][] };
}

/**
 * Plausible's manual script (`script.manual.js`, which the server requires; docs/architecture.md#visitor-analytics):
 * the page sends each page view itself, for every new path of the router, with an address cleared of tokens and
 * keys as its `u`, since the automatic script reports `location.href` as it is. Plausible keeps no user id: the
 * visitor's id goes as the custom property `clientid` of every page view.
 */
export const load: LoadProvider = (config, userId, pages) => {
  const host = window as PlausibleWindow;
  // The installation snippet's queue: calls made before the script has loaded, which it sends once it has.
  const queued: unknown[][] = [];
  host.plausible ??= Object.assign((...args: unknown[]) => void queued.push(args), { q: queued });
  addScript(config, { 'data-domain': config.siteId });
  const props = userId === null ? undefined : { clientid: userId };
  let viewed: string | undefined;
  const view = (pathname: string) => {
    if (pathname === viewed) return;
    viewed = pathname;
    host.plausible!('pageview', { u: analyticsSafeUrl(`${location.origin}${pathname}`), ...(props ? { props } : {}) });
  };
  view(pages.state.location.pathname);
  pages.subscribe((state) => view(state.location.pathname));
};
