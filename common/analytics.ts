/**
 * What the server tells the page about visitor analytics (docs/architecture.md#visitor-analytics): the
 * operator's provider, its script and the site's id, in a meta tag of the page shell. No tag, no analytics.
 */

/** Script-tag analytics the operator can pick with ANALYTICS_PROVIDER. */
export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** The meta tag's name; its content is an AnalyticsConfig as JSON. */
export const ANALYTICS_META_NAME = 'arcana-analytics';

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The provider's tracking script, an absolute http(s) address. */
  scriptUrl: string;
  /** Plausible's site domain or Umami's website id. */
  siteId: string;
  /**
   * The script's Subresource Integrity hashes (`sha384-…`), when the operator pins the script: the browser then runs it
   * only if it still matches, and fetches it without credentials, which needs the provider to allow CORS.
   */
  integrity?: string;
}
