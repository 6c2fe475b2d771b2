import type { FastifyRequest } from 'fastify';
import type { Env } from '#server/config/env.ts';

/** What decides the app's origin for a request: the configured address and the origins the server trusts. */
export type AppOriginConfig = Pick<Env, 'publicUrl' | 'publicUrlConfigured' | 'trustedOrigins'>;

/** The app's address for one request, under which every absolute link the server writes is made. */
export type AppOriginOf = (request: FastifyRequest) => string;

/**
 * The hosts (`name:port`, as a Host header names them) a link may follow; none with PUBLIC_URL, where the operator
 * said where Arcana lives. Without it, the hosts of the trusted origins (server/config/trusted-origins.ts): the
 * addresses the server listens on, so someone on http://192.168.1.20:3000 gets links to it, not to localhost.
 */
function linkHosts(config: AppOriginConfig): Map<string, string> {
  if (config.publicUrlConfigured) return new Map();
  return new Map(config.trustedOrigins.map((origin) => [new URL(origin).host, origin]));
}

/**
 * The one rule for "the app's origin for this request" (docs/architecture.md#links-follow-the-request): PUBLIC_URL
 * when it is set; otherwise the trusted origin the request's Host header names, and the configured address
 * (http://localhost:PORT) when it names none. A Host header outside the trusted origins never reaches a link, so a
 * request cannot make the server write a link to someone else's site.
 */
export function appOriginRule(config: AppOriginConfig): (host: string | null | undefined) => string {
  const hosts = linkHosts(config);
  return (host) => (host ? hosts.get(host.toLowerCase()) : undefined) ?? config.publicUrl;
}

/** {@link appOriginRule} for a Fastify request, read from its Host header as better-auth reads it. */
export function requestAppOrigin(config: AppOriginConfig): AppOriginOf {
  const originOf = appOriginRule(config);
  return (request) => originOf(request.headers.host);
}

/**
 * The same rule in better-auth's terms (its `baseURL` option), for the links it writes itself: the emailed
 * confirmation and the password reset. Its dynamic base URL reads the Host header, matches it against the allowed
 * hosts and falls back to the configured address, exactly as {@link appOriginRule} does.
 */
export function authBaseUrl(config: AppOriginConfig): string | { allowedHosts: string[]; protocol: 'http'; fallback: string } {
  if (config.publicUrlConfigured) return config.publicUrl;
  return { allowedHosts: [...linkHosts(config).keys()], protocol: 'http', fallback: config.publicUrl };
}
