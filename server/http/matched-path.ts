import type { FastifyRequest } from 'fastify';

/** An absolute-form request target's scheme and authority (`http://host`), which the router ignores. */
const ABSOLUTE_FORM_PREFIX = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * A request target's path as the router reads it: without scheme, host and query, percent-decoded. A
 * malformed escape is kept as written: the router cannot match it to a route either.
 */
export function decodedPath(url: string): string {
  const path = url.replace(ABSOLUTE_FORM_PREFIX, '').split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path of the route the router matched (`/v1/reading/get_reading/:id`), with a trailing wildcard
 * filled by what it matched; for a request no route matched, its decoded path. Decisions about a request
 * (its origin rule, its cache policy) are taken on this, never on the raw target, whose spelling
 * (`/v%31/…`, `http://host/v1/…`) the router reads past (docs/decisions/0007-requests-prove-their-origin.md).
 */
export function matchedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return decodedPath(request.url);
  const rest = (request.params as Record<string, unknown> | undefined)?.['*'];
  return pattern.endsWith('*') && typeof rest === 'string' ? `${pattern.slice(0, -1)}${rest}` : pattern;
}

/** Whether a request target is in origin form (`/path?query`), the only form a browser sends to a server it reaches directly. */
export function isOriginForm(url: string): boolean {
  return url.startsWith('/');
}
