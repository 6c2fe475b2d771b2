import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which X-Forwarded-For entries to believe: none (`false`), the last `n` hops, or only hops from
 * these proxy addresses. Never "all": the left-most entries are whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

/** More hops than any real deployment chains; a bigger number is a typo. */
const MAX_HOPS = 10;
/** proxy-addr's (Fastify's) names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MESSAGE =
  'must be false, a number of proxy hops (true means 1), or a comma-separated list of proxy IP addresses or CIDR ranges';

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY parsed: `false`/`0` trust nothing, `true` is exactly one hop (one
 * reverse proxy in front), a number is that many hops, and a list trusts those proxy addresses.
 */
export const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text) && Number(text) <= MAX_HOPS) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({ code: 'custom', message: MESSAGE });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. Fastify reads a plain number as "trust nothing"
 * (it cannot check the peer), so hops become a function trusting the socket's peer and the next
 * `hops - 1` X-Forwarded-For entries from the right: the request's address is the one the outermost
 * trusted proxy saw, whatever a client wrote further left.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
