import type { PageSource } from '#client/features/analytics/providers/script.ts';

/** A stand-in for the router's state as analytics follows it: the test moves it to another path with `go`. */
export function pageSource(firstPath: string): { pages: PageSource; go: (pathname: string) => void } {
  const listeners = new Set<(state: PageSource['state']) => void>();
  const pages = {
    state: { location: { pathname: firstPath } },
    subscribe(listener: (state: PageSource['state']) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (pathname: string) => {
    pages.state = { location: { pathname } };
    for (const listener of listeners) listener(pages.state);
  };
  return { pages, go };
}
