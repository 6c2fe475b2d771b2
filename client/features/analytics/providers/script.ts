import type { AnalyticsConfig } from '#common/analytics.ts';

/** The app's current path and its changes: the router's state, which main.tsx hands to analytics. */
export interface PageSource {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/** Loads one provider's tracking for this page, with the visitor's analytics id when there is one. */
export type LoadProvider = (config: AnalyticsConfig, userId: string | null, pages: PageSource) => void;

/**
 * Adds the provider's script to the head, as its installation snippet would, and calls `onLoad` once it has run; the
 * CSP allows its origin (server/http/analytics.ts). With the operator's integrity hashes the browser runs the script
 * only if it matches them, fetched without credentials as Subresource Integrity requires of another origin.
 */
export function addScript(config: AnalyticsConfig, attributes: Record<string, string>, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.src = config.scriptUrl;
  script.defer = true;
  const pinned = config.integrity ? { integrity: config.integrity, crossorigin: 'anonymous' } : {};
  for (const [name, value] of Object.entries({ ...pinned, ...attributes })) script.setAttribute(name, value);
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.append(script);
}
