import { CACHE_EXPIRY_MS } from '#common/limits.ts';

/**
 * The response cache's storage: one Cache Storage cache per cache version, loaded on first use so
 * the first page load does not carry it (docs/product.md#response-cache). Entries live under
 * same-origin urls that are never fetched, sealed ones and plain ones under separate roots so
 * locking can drop every sealed entry without opening any of them.
 */

export const CACHE_NAME_PREFIX = 'arcana-responses-v';
export const SAVED_AT_HEADER = 'x-arcana-saved-at';

export type EntryKind = 'sealed' | 'plain';
export const KINDS: readonly EntryKind[] = ['sealed', 'plain'];

export interface StoredEntry {
  savedAt: number;
  data: ArrayBuffer;
}

/** Where every entry of `kind` lives: the admins' cache dashboard tells sealed from plain by it. */
export const rootUrl = (kind: EntryKind) => new URL(`/__response-cache/${kind}/`, location.origin).href;
const entryUrl = (kind: EntryKind, entryKey: string) => rootUrl(kind) + entryKey;

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

export class ResponseStore {
  private constructor(private readonly cache: Cache) {}

  /** The store for `version`, or null where this browser has no Cache Storage (an insecure origin, some private modes). */
  static async open(version: string): Promise<ResponseStore | null> {
    if (typeof caches === 'undefined') return null;
    try {
      return new ResponseStore(await caches.open(CACHE_NAME_PREFIX + version));
    } catch {
      return null;
    }
  }

  /** Deletes every cache an older (or newer) version of the app left behind. */
  static async dropOtherVersions(version: string): Promise<void> {
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(CACHE_NAME_PREFIX) && name !== CACHE_NAME_PREFIX + version).map((name) => caches.delete(name)));
  }

  /** Deletes the whole cache of `version`. */
  static async drop(version: string): Promise<void> {
    if (typeof caches !== 'undefined') await caches.delete(CACHE_NAME_PREFIX + version);
  }

  async read(kind: EntryKind, entryKey: string): Promise<StoredEntry | null> {
    const response = await this.cache.match(entryUrl(kind, entryKey));
    if (response === undefined) return null;
    const savedAt = Number(response.headers.get(SAVED_AT_HEADER));
    return { savedAt: Number.isFinite(savedAt) ? savedAt : 0, data: await response.arrayBuffer() };
  }

  /** Stores an entry; when storage is full, removes the expired entries and tries once more, then gives up. */
  async write(kind: EntryKind, entryKey: string, data: Uint8Array<ArrayBuffer> | string, savedAt: number): Promise<void> {
    const put = () => this.cache.put(entryUrl(kind, entryKey), new Response(data, { headers: { [SAVED_AT_HEADER]: String(savedAt) } }));
    try {
      await put();
    } catch (error) {
      if (!isQuotaError(error)) return;
      await this.pruneExpired(Date.now());
      await put().catch(() => undefined);
    }
  }

  /** Removes the entries of `kinds` whose key passes `matches`. */
  async remove(matches: (entryKey: string) => boolean, kinds: readonly EntryKind[] = KINDS): Promise<void> {
    const requests = await this.cache.keys();
    await Promise.all(
      requests
        .filter((request) => kinds.some((kind) => request.url.startsWith(rootUrl(kind)) && matches(request.url.slice(rootUrl(kind).length))))
        .map((request) => this.cache.delete(request)),
    );
  }

  /** Removes every entry older than CACHE_EXPIRY_MS, of every profile. */
  async pruneExpired(now: number): Promise<void> {
    const requests = await this.cache.keys();
    await Promise.all(
      requests.map(async (request) => {
        const response = await this.cache.match(request);
        const savedAt = Number(response?.headers.get(SAVED_AT_HEADER));
        if (!(now - savedAt <= CACHE_EXPIRY_MS)) await this.cache.delete(request);
      }),
    );
  }
}
