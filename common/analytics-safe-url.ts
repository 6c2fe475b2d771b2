/**
 * What an analytics provider may learn of an address (docs/architecture.md#visitor-analytics): no query string and no
 * fragment, which carry the password reset and email confirmation tokens among others, and no shared reading's key,
 * which is a path segment of its link. The page address, the referrer and any other address go through it.
 */

/** What stands in for a share link's key: the provider still counts the page, and cannot open the reading. */
export const KEY_PLACEHOLDER = ':key';

/** The share pages, public and in the app (common/api/shares.ts): `/shared_reading/{readingId}/{key}`, under `/app/main` too. */
const SHARE_PAGE_PREFIXES = [['shared_reading'], ['app', 'main', 'shared_reading']];

/** A path segment as the router compares it: decoded, whatever its case. */
function routedName(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** `pathname` with the key segment of a share page replaced. */
function withoutShareKey(pathname: string): string {
  const segments = pathname.split('/');
  const names = segments.map(routedName);
  for (const prefix of SHARE_PAGE_PREFIXES) {
    const keyAt = prefix.length + 2;
    if (segments.length > keyAt && prefix.every((name, index) => names[index + 1] === name)) segments[keyAt] = KEY_PLACEHOLDER;
  }
  return segments.join('/');
}

/**
 * `url` without its query string, its fragment, its user and password, and with a share link's key replaced by
 * {@link KEY_PLACEHOLDER}. An absolute address keeps its scheme and host; a path (as some trackers report the page)
 * stays a path. Anything else, an empty referrer included, becomes the empty string.
 */
export function analyticsSafeUrl(url: string): string {
  const isPath = url.startsWith('/') && !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = isPath ? new URL(url, 'http://path.invalid') : new URL(url);
  } catch {
    return '';
  }
  const path = withoutShareKey(parsed.pathname);
  return isPath ? path : `${parsed.protocol}//${parsed.host}${path}`;
}
