import { HttpError } from './http-error.ts';

/** Why a page could not be shown: the device is offline, Arcana's server cannot be reached, or a bug. */
export type RouteFailure = 'offline' | 'unreachable' | 'bug';

/**
 * What browsers say when a fetch or a page's code chunk does not arrive (Chromium, Firefox, Safari),
 * and what Vite says when a chunk's stylesheet does not.
 */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed|unable to preload/i;
/** What a browser says when a page's code chunk does not arrive: the router keeps that failure, so only a reload retries it. */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|unable to preload/i;
/** Answers of a proxy in front of Arcana when Arcana itself does not answer. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/** Says why a route failed, from its error and whether the browser is online. */
export function classifyRouteFailure(error: unknown, online: boolean): RouteFailure {
  if (!online) return 'offline';
  if (error instanceof HttpError) return GATEWAY_STATUSES.has(error.status) ? 'unreachable' : 'bug';
  return NETWORK_FAILURE.test(messageOf(error)) ? 'unreachable' : 'bug';
}

/** Whether retrying `error` takes a reload of the page: a failed code chunk is remembered by the router. */
export function needsReload(error: unknown): boolean {
  return CHUNK_FAILURE.test(messageOf(error));
}
