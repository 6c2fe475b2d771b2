import { useState } from 'react';
import { matchPath, NavigationType, useLocation, useNavigationType } from 'react-router';
import { appPaths } from '#client/paths.ts';

/**
 * Where the header's Back goes. The browser's history alone can't say: the entry before the first
 * screen of a tab is outside the app, and the one before the first screen after unlocking or creating
 * the password is a page that sends the user straight back here, so going back looked like doing
 * nothing. Back therefore steps back only to a page of the app this tab has shown; otherwise it goes
 * up to the page's logical parent, and it is hidden on the reading page, which has none.
 */

/** A page below another one: `parent` builds the parent's href from the page's path parameters. */
interface ParentRule {
  pattern: string;
  parent: (params: Record<string, string | undefined>) => string;
}

/** Pages whose parent is not the reading page, most specific first. */
const PARENT_RULES: ParentRule[] = [
  { pattern: `${appPaths.decks}/:deckId/cards`, parent: ({ deckId }) => appPaths.deckDetails(Number(deckId)) },
  { pattern: `${appPaths.decks}/:deckId/details`, parent: () => appPaths.decks },
  { pattern: appPaths.bonusDraw, parent: () => appPaths.bonus },
  { pattern: `${appPaths.bonus}/:id`, parent: () => appPaths.bonus },
  { pattern: appPaths.queueDashboard, parent: () => appPaths.admin },
  { pattern: appPaths.cacheDashboard, parent: () => appPaths.admin },
];

/** The pages with no parent: the reading page starts the app, and the bare root redirects to it. */
const TOP_PAGES: readonly string[] = [appPaths.root, `${appPaths.root}/`, appPaths.reading];

/** The logical parent of an app page, or null for the reading page, which is the top. */
export function parentPath(pathname: string): string | null {
  if (TOP_PAGES.includes(pathname)) return null;
  for (const { pattern, parent } of PARENT_RULES) {
    const match = matchPath(pattern, pathname);
    if (match) return parent(match.params);
  }
  return appPaths.reading;
}

/**
 * For each history entry the app has shown (by its location key): whether the entry before it is a
 * page of the app too. Module-wide so it outlives the header between visits to other pages of the
 * tab; a reload starts it empty, and Back then goes up to the parent, which is always sensible.
 */
const previousIsInApp = new Map<string, boolean>();

/** What the header's Back does: step back in history (-1), go to a parent page, or nothing (hidden). */
export type BackTarget = -1 | string | null;

/**
 * Notes the arrival at history entry `key` by `navigationType`, from the app's entry `lastKey` (null:
 * from outside the app), and says whether the entry before it is a page of the app. Idempotent.
 */
function arriveAt(key: string, navigationType: NavigationType, lastKey: string | null): boolean {
  if (navigationType === NavigationType.Push) previousIsInApp.set(key, lastKey !== null);
  // A replace keeps the entry before the replaced one; arriving from outside the app (unlocking), it is unknown.
  else if (navigationType === NavigationType.Replace) previousIsInApp.set(key, lastKey !== null && previousIsInApp.get(lastKey) === true);
  return previousIsInApp.get(key) === true;
}

/** Where Back goes from the current page; see the module comment. */
export function useBackTarget(): BackTarget {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  // The last entry this header showed, kept across renders: null on the first screen after arriving in the app.
  const [shown, setShown] = useState<{ key: string; backInApp: boolean } | null>(null);
  let current = shown;
  if (current?.key !== key) {
    current = { key, backInApp: arriveAt(key, navigationType, shown?.key ?? null) };
    setShown(current);
  }
  return current.backInApp ? -1 : parentPath(pathname);
}
