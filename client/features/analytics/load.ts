import type { AnalyticsConfig, AnalyticsProvider } from '#common/analytics.ts';
import { analyticsUserId } from './client-id.ts';
import type { LoadProvider, PageSource } from './providers/script.ts';

/** Each provider's module (common/analytics.ts lists them): only the configured one is fetched. */
const PROVIDERS: Record<AnalyticsProvider, () => Promise<{ load: LoadProvider }>> = {
  plausible: () => import('./providers/plausible.ts'),
  umami: () => import('./providers/umami.ts'),
};

function parseConfig(content: string): AnalyticsConfig | null {
  try {
    const config = JSON.parse(content) as AnalyticsConfig;
    return Object.hasOwn(PROVIDERS, config.provider) ? config : null;
  } catch {
    return null;
  }
}

/**
 * Loads the configured provider with the visitor's analytics id, following the app's pages through `pages`; false for a
 * configuration it cannot read.
 */
export async function loadAnalytics(content: string, pages: PageSource): Promise<boolean> {
  const config = parseConfig(content);
  if (!config) return false;
  const provider = await PROVIDERS[config.provider]();
  provider.load(config, analyticsUserId(location.search, localStorage), pages);
  return true;
}
