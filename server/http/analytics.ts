import { ANALYTICS_META_NAME, type AnalyticsConfig } from '#common/analytics.ts';
import { escapeHtml } from '../shares/link-preview.ts';

/**
 * The page shell with the operator's analytics configuration in a meta tag, which the client reads on start
 * (client/features/analytics/analytics.ts): no extra request, and no inline script for the CSP to allow
 * (docs/architecture.md#visitor-analytics). Without a configuration the shell is returned as it is.
 */
export function withAnalytics<Html extends string | null>(indexHtml: Html, analytics: AnalyticsConfig | undefined): Html {
  if (indexHtml === null || !analytics) return indexHtml;
  const tag = `<meta name="${ANALYTICS_META_NAME}" content="${escapeHtml(JSON.stringify(analytics))}" />`;
  return indexHtml.replace('</head>', () => `  ${tag}\n  </head>`) as Html;
}

/**
 * The CSP sources analytics needs: the provider's script, and its events, which both providers send to the
 * script's own origin. Nothing is added without a configuration, so no page may load or call a third party.
 */
export function analyticsCspDirectives(analytics: AnalyticsConfig | undefined): Record<string, string[]> {
  if (!analytics) return {};
  const origin = new URL(analytics.scriptUrl).origin;
  return { 'script-src': ["'self'", origin], 'connect-src': ["'self'", origin] };
}
