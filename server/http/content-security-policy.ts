import type { AnalyticsConfig } from '#common/analytics.ts';
import { analyticsCspDirectives } from './analytics.ts';

const SELF = "'self'";
const NONE = "'none'";

export interface PolicyOptions {
  /** Whether the app is served over HTTPS (PUBLIC_URL). */
  https: boolean;
  analytics: AnalyticsConfig | undefined;
}

/**
 * The Content-Security-Policy of every response (SECURITY.md#what-the-browser-keeps): each kind of resource from the app's
 * own origin only, and no inline script or style of any kind, so markup an attacker slipped into a page could run
 * nothing and restyle nothing. React's `style` props are set through the CSSOM, which the policy leaves alone.
 */
export function contentSecurityPolicyDirectives({ https, analytics }: PolicyOptions): Record<string, string[]> {
  return {
    'default-src': [SELF],
    'script-src': [SELF],
    'script-src-attr': [NONE],
    'style-src': [SELF],
    'style-src-attr': [NONE],
    // Bootstrap's stylesheet draws its checkboxes, selects and close buttons as data: SVG images.
    'img-src': [SELF, 'data:'],
    'font-src': [SELF],
    'connect-src': [SELF],
    // The service worker (docs/architecture.md#installable-app) and the web app manifest.
    'worker-src': [SELF],
    'manifest-src': [SELF],
    'object-src': [NONE],
    'base-uri': [NONE],
    // No page of Arcana is ever framed, nor frames anything: the offer walls open in a tab of their own.
    'frame-ancestors': [NONE],
    'frame-src': [NONE],
    'form-action': [SELF],
    // Upgrading would break a plain-HTTP self-hosted install (http://localhost:3000).
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    ...analyticsCspDirectives(analytics),
  };
}
