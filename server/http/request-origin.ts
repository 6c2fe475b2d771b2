import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { HttpError } from './errors.ts';
import { redactUrl } from './logger.ts';
import { isOriginForm, matchedPath } from './matched-path.ts';

/** Paths of the API: every request to them must prove it comes from the app. */
const API_PATH = /^\/(v1|api|webhooks)\//;

/**
 * Requests that arrive as top-level navigations from other sites by design, each proven otherwise:
 * an OAuth provider's redirect back (better-auth checks its `state`) and the emailed confirmation
 * link, clicked in a webmail tab (its token is the proof).
 */
const FOREIGN_NAVIGATIONS = [/^\/api\/auth\/callback\/[^/]+$/, /^\/api\/auth\/verify-email$/];

/**
 * A shared reading's preview image, which chat apps fetch from the link's og:image without any proof
 * of ours: it changes nothing, needs no session, and the link key in its path is what opens it.
 */
const FOREIGN_READS = [/^\/v1\/share\/image\/[^/]+\/[^/]+$/];

/**
 * The offer walls' callbacks, which the providers' servers send (docs/decisions/0013): their signature under the
 * configured secret is the proof. The walls' cooldown calls under the same prefix stay the app's own.
 */
const SIGNED_CALLBACKS = [/^\/webhooks\/(?:theoremreach|ayetstudios)\/callback$/];

/** Sign-out is a navigation from our menu: refused only when the browser says another site started it. */
const SIGN_OUT_PATH = '/v1/authentication/logout';

export const FOREIGN_REQUEST_MESSAGE = 'This request did not come from the Arcana app, so nothing was changed.';
export const REQUEST_TARGET_MESSAGE = 'The request must name a path starting with "/", not a full address.';

/** The page a person sees when a link on another site points at one of our state-changing calls. */
const FOREIGN_NAVIGATION_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Nothing was changed · Arcana</title>
<link rel="stylesheet" href="/nothing-changed.css"></head>
<body><main><h1>Nothing was changed</h1>
<p>A link from another site tried to make Arcana do something on your behalf. Arcana only acts on requests made from its own pages, so nothing happened.</p>
<p><a href="/app/main">Open Arcana</a></p></main></body></html>`;

/** What the browser says about where the request was started (`Sec-Fetch-Site`); undefined from older browsers and scripts. */
function fetchSite(request: FastifyRequest): string | undefined {
  const value = request.headers['sec-fetch-site'];
  return typeof value === 'string' ? value : undefined;
}

/** A navigation the user started on our pages or in the address bar, never one another site started. */
function isOwnNavigation(request: FastifyRequest): boolean {
  const site = fetchSite(request);
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Whether a request provably comes from the app: the header only our fetch layer sends, or the
 * browser's own word that a page of this origin made it. A site that is merely "same-site" (a
 * sibling subdomain) does not count.
 */
export function isAppRequest(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const site = fetchSite(request);
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && !trustedOrigins.has(origin)) return false;
  return request.headers[APP_REQUEST_HEADER] === APP_REQUEST_VALUE || site === 'same-origin';
}

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply | never {
  request.log.warn({ path: redactUrl(matchedPath(request)), site: fetchSite(request) ?? null }, 'refused a request that did not come from the app');
  if (request.headers['sec-fetch-mode'] === 'navigate') {
    return reply.code(403).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(FOREIGN_NAVIGATION_PAGE);
  }
  throw new HttpError(403, 'foreign_request', FOREIGN_REQUEST_MESSAGE);
}

/**
 * What a request to the route at `path` must prove about where it comes from: that the app made it, that a page of
 * ours started the navigation (sign-out), or nothing (pages, and the calls other sites make by design).
 */
export function originRuleOf(path: string): 'app' | 'own-navigation' | 'none' {
  if (!API_PATH.test(path)) return 'none';
  if ([...FOREIGN_NAVIGATIONS, ...FOREIGN_READS, ...SIGNED_CALLBACKS].some((pattern) => pattern.test(path))) return 'none';
  return path === SIGN_OUT_PATH ? 'own-navigation' : 'app';
}

/**
 * Every API request, whatever its method, must come from the app (docs/decisions/0007): the product’s (docs/product.md)
 * calls change state with GET too (delete a reading, unlock a deck). A refused request changes
 * nothing: this runs before the session is even read. The rule is chosen by the route the router
 * matched, not by the raw target, which a link may spell `/v%31/…` or `http://host/v1/…`; a target
 * that is not a path at all (absolute form, `*`) is refused outright, since no browser sends one.
 */
export function requireAppOrigin(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!isOriginForm(request.url)) throw new HttpError(400, 'request_target', REQUEST_TARGET_MESSAGE);
    const rule = originRuleOf(matchedPath(request));
    if (rule === 'none') return;
    const proven = rule === 'own-navigation' ? isOwnNavigation(request) : isAppRequest(request, trusted);
    if (!proven) return refuse(request, reply);
  });
}
