import { useState } from 'react';
import { matchPath, NavigationType, useLocation, useNavigationType } from 'react-router';
import { readPlanState, type DrawLocationState } from '#client/features/readings/plan.ts';
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
  { pattern: `${appPaths.root}/journal/:readingId/:card?`, parent: () => appPaths.readings },
  { pattern: appPaths.insights, parent: () => appPaths.readings },
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
 * The state a parent reads from its child's entry. Up from the draw page after a reload (the map below
 * starts empty then) would otherwise open the reading form blank, though the entry still holds the plan.
 */
export function parentState(pathname: string, state: unknown): DrawLocationState | undefined {
  const plan = pathname === appPaths.draw ? readPlanState(state) : null;
  return plan === null ? undefined : { plan };
}

/**
 * For each history entry the app has shown (by its location key): whether the entry before it is a
 * page of the app too. Module-wide so it outlives the header between visits to other pages of the
 * tab; a reload starts it empty, and Back then goes up to the parent, which is always sensible.
 */
const previousIsInApp = new Map<string, boolean>();

/** A parent page to go up to, with the state it reads (see {@link parentState}). */
export interface UpTarget {
  to: string;
  state: DrawLocationState | undefined;
}

/** What the header's Back does: step back in history (-1), go up to a parent page, or nothing (hidden). */
export type BackTarget = -1 | UpTarget | null;

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
  const { key, pathname, state } = useLocation();
  const navigationType = useNavigationType();
  // The last entry this header showed, kept across renders: null on the first screen after arriving in the app.
  const [shown, setShown] = useState<{ key: string; backInApp: boolean } | null>(null);
  let current = shown;
  if (current?.key !== key) {
    current = { key, backInApp: arriveAt(key, navigationType, shown?.key ?? null) };
    setShown(current);
  }
  if (current.backInApp) return -1;
  const to = parentPath(pathname);
  return to === null ? null : { to, state: parentState(pathname, state) };
}
