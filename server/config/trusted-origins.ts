import { isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/** The names every machine answers to itself: what someone on the same machine types into a browser. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** HOST values that listen on every interface rather than on one address. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/** Whether HOST listens on every interface (0.0.0.0 or ::). */
export const isWildcardHost = (host: string): boolean => WILDCARD_HOSTS.has(host);

/** As browsers write it in the Origin header: lower-case, no default port. */
function originOf(host: string, port: number): string {
  return new URL(`http://${isIPv6(host) ? `[${host}]` : host}:${port}`).origin;
}

/**
 * This machine's own addresses, for a server listening on every interface. IPv6 link-local
 * addresses are left out: a browser can only reach them with a zone id, which no origin carries.
 */
export function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !(address.family === 'IPv6' && address.address.toLowerCase().startsWith('fe80:')))
    .map((address) => address.address);
}

/**
 * The origins sign-up and sign-in are accepted from. With PUBLIC_URL set, only its origin: the
 * operator said where Arcana lives. Without it, the addresses the server itself listens on, so
 * `npm start` works whether the browser opens localhost, 127.0.0.1 or [::1] (and, with HOST set
 * to one address or name, that one; with HOST=0.0.0.0 or ::, every address of this machine).
 */
export function trustedOriginsFor(options: { publicUrl: string | undefined; host: string; port: number; addresses: () => string[] }): string[] {
  const { publicUrl, host, port } = options;
  if (publicUrl) return [new URL(publicUrl).origin];
  const hosts = isWildcardHost(host) ? [...LOOPBACK_HOSTS, ...options.addresses()] : [...LOOPBACK_HOSTS, host];
  return [...new Set(hosts.map((name) => originOf(name, port)))];
}

/**
 * The one start-up line for a server on every interface without PUBLIC_URL: which origins it
 * trusts, and how to serve it at a public address instead. Null when there is nothing to say.
 */
export function trustedOriginsNotice(env: { publicUrlConfigured: boolean; host: string; trustedOrigins: readonly string[] }): string | null {
  if (env.publicUrlConfigured || !isWildcardHost(env.host)) return null;
  return `Signing in is accepted from ${env.trustedOrigins.join(', ')}; set PUBLIC_URL=https://your.domain to serve Arcana at its public address`;
}
