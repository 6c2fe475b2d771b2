import type { AnalyticsConfig } from '#common/analytics.ts';

/** Loads one provider's tracking for this page, with the visitor's analytics id when there is one. */
export type LoadProvider = (config: AnalyticsConfig, userId: string | null) => void;

/**
 * Adds a provider's script to the head, as its installation snippet would, and calls `onLoad` once it has run; the
 * CSP allows its origin (server/http/analytics.ts).
 */
export function addScript(src: string, attributes: Record<string, string>, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.append(script);
}
