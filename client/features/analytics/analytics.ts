import { ANALYTICS_META_NAME } from '#common/analytics.ts';
import type { PageSource } from './providers/script.ts';

/** This machine, by name or loopback address: analytics never runs there (docs/product.md#analytics-and-the-service-worker). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Starts visitor analytics when the server's page shell carries the operator's configuration
 * (server/http/analytics.ts) and the page is not on this machine (docs/architecture.md#visitor-analytics), following
 * the app's pages through the router's state (`pages`). Everything past these checks is loaded on demand, so the first
 * load carries none of it. Resolves to whether it ran.
 */
export function startAnalytics(pages: PageSource): Promise<boolean> {
  const config = document.querySelector<HTMLMetaElement>(`meta[name=${ANALYTICS_META_NAME}]`)?.content;
  if (!config || LOCAL_HOSTS.includes(location.hostname)) return Promise.resolve(false);
  return import('./load.ts').then(({ loadAnalytics }) => loadAnalytics(config, pages));
}
