import { CACHE_NAME_PREFIX, type EntryKind, KINDS, rootUrl, SAVED_AT_HEADER } from '#client/lib/cache-store.ts';

/**
 * What this browser keeps of the response cache in Cache Storage (docs/decisions/0014), read without opening any
 * entry: sealed entries stay ciphertext, plain ones unread. Every version's cache counts, so one an older release
 * left behind shows too.
 */
export interface BrowserCacheSummary {
  /** The Cache Storage caches of the response cache, by name. */
  cacheNames: string[];
  entries: number;
  sealed: number;
  plain: number;
  /** When the oldest entry was saved (epoch ms); null without entries. */
  oldestSavedAt: number | null;
  /** The bodies' bytes, as stored (sealed ones with their IV and tag). */
  totalBytes: number;
}

const kindOf = (url: string): EntryKind | undefined => KINDS.find((kind) => url.startsWith(rootUrl(kind)));

/** The summary, or null where this browser has no Cache Storage (an insecure origin, some private modes). */
export async function readBrowserCache(): Promise<BrowserCacheSummary | null> {
  if (typeof caches === 'undefined') return null;
  let names: string[];
  try {
    names = (await caches.keys()).filter((name) => name.startsWith(CACHE_NAME_PREFIX)).toSorted();
  } catch {
    return null;
  }
  const summary: BrowserCacheSummary = { cacheNames: names, entries: 0, sealed: 0, plain: 0, oldestSavedAt: null, totalBytes: 0 };
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response === undefined) continue; // removed since the listing
      summary.entries++;
      const kind = kindOf(request.url);
      if (kind !== undefined) summary[kind]++;
      const savedAt = Number(response.headers.get(SAVED_AT_HEADER));
      if (savedAt > 0 && (summary.oldestSavedAt === null || savedAt < summary.oldestSavedAt)) summary.oldestSavedAt = savedAt;
      summary.totalBytes += (await response.arrayBuffer()).byteLength;
    }
  }
  return summary;
}
