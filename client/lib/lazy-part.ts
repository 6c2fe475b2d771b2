import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Renders nothing: what a part whose chunk could not be fetched shows. */
function Nothing(): null {
  return null;
}

/**
 * A part of a page loaded after the page (an indicator, a dialog, a panel), kept off the first load
 * (scripts/first-load-budget.test.ts). The page works without it: should its chunk fail to arrive (the connection went
 * before the service worker kept it), the part is left out rather than throwing the page into its error screen.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: Nothing as ComponentType<Props> })));
}
