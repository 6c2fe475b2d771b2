import { type RegisteredCache, stringBytes } from '#server/caches/registry.ts';
import { CLIENT_DIR, readBuiltIndexHtml } from './spa.ts';

/** The built index.html that shared links answer with their preview, held in memory after its first read. */
export interface IndexHtmlCache extends RegisteredCache {
  /** The page; null before `npm run build` (not held, so a build made later is found). */
  read(): string | null;
}

/** The one key this cache holds. */
const KEY = 'index.html';

/**
 * Share pages (server/routes/shares/share-page.ts) put their tags into the built index.html; reading it once saves a
 * file read per page. A build made while the server runs replaces the page and the hashed assets it names, so the
 * admins' purge (docs/product.md#admins) makes the next share page read the new one instead of naming gone files.
 */
export function indexHtmlCache(clientDir = CLIENT_DIR): IndexHtmlCache {
  let held: string | null = null;
  const cache = {
    name: 'share-page-shell',
    hits: 0,
    misses: 0,
    read() {
      if (held !== null) {
        cache.hits += 1;
        return held;
      }
      cache.misses += 1;
      held = readBuiltIndexHtml(clientDir);
      return held;
    },
    entries: () => (held === null ? 0 : 1),
    sizeBytes: () => (held === null ? 0 : stringBytes(held)),
    purge(key?: string) {
      if (held === null || (key !== undefined && key !== KEY)) return 0;
      held = null;
      return 1;
    },
  };
  return cache;
}
