import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * How each provider signs its callbacks (docs/architecture.md#offer-walls). Both checks compare in constant time and
 * refuse a hash of the wrong length before comparing, so neither leaks how much of a guess was right.
 */

/** Constant-time equality of two strings; different lengths are unequal without a comparison. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A query string's `name=value` parts, as sent (still percent-encoded). */
const partsOf = (query: string): string[] => (query === '' ? [] : query.split('&'));

function nameOf(part: string): string {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function valueOf(part: string): string {
  const raw = part.slice(part.indexOf('=') + 1).replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * TheoremReach: `hash` is HMAC-SHA1 under the app's secret of the callback's full address without its `hash`
 * parameter, in base64url without padding. The address is rebuilt from PUBLIC_URL (what the provider was given), never
 * from the request's Host header, and the other parameters are kept exactly as they were sent.
 * @param publicUrl PUBLIC_URL, without a trailing slash.
 * @param requestUrl the request's path and query string as received.
 */
export function verifyTheoremReach(publicUrl: string, requestUrl: string, secret: string): boolean {
  const queryAt = requestUrl.indexOf('?');
  const path = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  const parts = partsOf(queryAt === -1 ? '' : requestUrl.slice(queryAt + 1));
  const hashes = parts.filter((part) => nameOf(part) === 'hash');
  if (hashes.length !== 1) return false;
  const rest = parts.filter((part) => nameOf(part) !== 'hash');
  const signed = `${publicUrl}${path}${rest.length > 0 ? `?${rest.join('&')}` : ''}`;
  const expected = createHmac('sha1', secret).update(signed).digest('base64url');
  return sameText(valueOf(hashes[0]!), expected);
}

/**
 * ayeT-Studios: the `X-Ayetstudios-Security-Hash` header is HMAC-SHA256 under the publisher API key, in lowercase
 * hex, of every query parameter sorted by name and form-encoded (`a=1&b=x+y`). Names sort by code unit, as the
 * provider's reference implementation's byte-wise sort does. A parameter sent twice is refused: which value was
 * signed would be a guess.
 */
export function verifyAyetStudios(query: string, header: string | undefined, apiKey: string): boolean {
  if (header === undefined) return false;
  const entries = [...new URLSearchParams(query).entries()];
  if (new Set(entries.map(([name]) => name)).size !== entries.length) return false;
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const expected = createHmac('sha256', apiKey).update(new URLSearchParams(entries).toString()).digest('hex');
  return sameText(header.toLowerCase(), expected);
}
