import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client this request counts as in every per-address limit (see {@link clientKey}). */
    readonly clientKey: string;
  }
}

/** The smallest network an ISP hands one subscriber: one home or phone, however many addresses it takes from it. */
export const DEFAULT_IPV6_PREFIX = 64;

const GROUPS = 8;
const GROUP_BITS = 16;

const hexGroups = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));

/** The eight 16-bit groups of a valid IPv6 address in any written form: compressed, full, or ending in a dotted IPv4. */
function ipv6Groups(address: string): number[] {
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  let hex = address;
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    hex = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = hex.split('::');
  const left = hexGroups(head);
  if (rest === undefined) return left;
  const right = hexGroups(rest);
  return [...left, ...Array<number>(GROUPS - left.length - right.length).fill(0), ...right];
}

/** `::ffff:a.b.c.d` in any form: an IPv4 client seen through a dual-stack socket. */
const isIPv4Mapped = (groups: number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * The key a client address counts under in per-address limits. An IPv4 address is itself, also when a dual-stack
 * socket reports it IPv4-mapped. An IPv6 address is its network of `ipv6Prefix` bits (64 by default,
 * RATE_LIMIT_IPV6_PREFIX): one subscriber gets a whole /64 or more and can use a fresh address for every request,
 * so counting addresses one by one would give them no limit at all. The zone of a link-local address is dropped, and
 * the network is written in one form (full, lower case, no leading zeros) however the address was written, so it is
 * also a valid address for better-auth's limiter. Anything that is not an IP address is returned unchanged.
 */
export function clientKey(address: string, ipv6Prefix = DEFAULT_IPV6_PREFIX): string {
  const zone = address.indexOf('%');
  const bare = zone === -1 ? address : address.slice(0, zone);
  if (isIPv4(bare) || !isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (isIPv4Mapped(groups)) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return groups
    .map((group, index) => {
      const kept = Math.min(GROUP_BITS, Math.max(0, ipv6Prefix - index * GROUP_BITS));
      return (group & ((0xffff << (GROUP_BITS - kept)) & 0xffff)).toString(16);
    })
    .join(':');
}

/** Gives every request its {@link clientKey}, from the address Fastify resolved under TRUST_PROXY. */
export function clientKeys(app: FastifyInstance, ipv6Prefix: number): void {
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return clientKey(this.ip, ipv6Prefix);
    },
  });
}
