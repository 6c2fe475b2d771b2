import { CACHE_EXPIRY_MS } from '#common/limits.ts';

/**
 * The response cache for the product’s (docs/product.md#response-cache) cached calls. Keys carry the profile's md5String so one browser
 * never serves one user's entries to another; entries expire after CACHE_EXPIRY_MS; only status-200
 * bodies are ever written (the caller guarantees it).
 *
 * Two stores. localStorage keeps only responses that hold no reading content (the allow-list
 * below): it outlives the tab and the session, so a decrypted title or summary written there would
 * survive sign-out and sit on the disk in the clear. Everything else, readings and their infos
 * included, lives in this tab's memory, which is dropped on sign-out, on Start Over, when the key
 * is locked and when the profile changes.
 */

/**
 * Bump when a cached response's shape changes, or when entries older code wrote must go: the first
 * check after start-up drops every stored entry whose version differs. Version 1 stored decrypted
 * readings in localStorage.
 */
export const CACHE_VERSION = '2';

/** The cached calls whose responses may be kept in localStorage: none of them holds reading content. */
const PERSISTENT_PATHS: ReadonlySet<string> = new Set(['/v1/user-settings/get']);

const PREFIX = 'arcana:cache:';
const VERSION_KEY = 'arcana:cache-version';

interface Entry {
  savedAt: number;
  body: unknown;
}

let namespace: string | null = null;
let versionChecked = false;
const memory = new Map<string, Entry>();

/**
 * Sets the profile md5String that prefixes every key; null turns the cache off. The in-memory
 * entries belong to the previous profile, so a change of profile drops them.
 */
export function setCacheNamespace(md5String: string | null): void {
  if (md5String !== namespace) memory.clear();
  namespace = md5String;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function cacheKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function readEntry(store: Storage, key: string): Entry | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.savedAt === 'number' && 'body' in entry ? { savedAt: entry.savedAt, body: entry.body } : null;
  } catch {
    return null;
  }
}

function isExpired(entry: Entry, now: number): boolean {
  return now - entry.savedAt > CACHE_EXPIRY_MS;
}

function ensureVersion(store: Storage): void {
  if (versionChecked) return;
  versionChecked = true;
  if (store.getItem(VERSION_KEY) === CACHE_VERSION) return;
  for (const key of cacheKeys(store)) store.removeItem(key);
  store.setItem(VERSION_KEY, CACHE_VERSION);
}

/**
 * Runs the version check at start-up, before anyone signs in, so entries an older version left
 * behind (decrypted readings among them) are gone even if nobody signs in on this browser again.
 */
export function initCache(): void {
  const store = storage();
  if (store !== null) ensureVersion(store);
}

const isPersistent = (url: string): boolean => PERSISTENT_PATHS.has(url.split('?', 1)[0] ?? url);

function openStore(): Storage | null {
  const store = storage();
  if (store === null || namespace === null) return null;
  ensureVersion(store);
  return store;
}

const keyFor = (url: string): string => `${PREFIX}${namespace}:${url}`;

function readMemory(key: string): unknown {
  const entry = memory.get(key);
  if (entry === undefined) return undefined;
  if (isExpired(entry, Date.now())) {
    memory.delete(key);
    return undefined;
  }
  return entry.body;
}

/** The cached body for `url`, or undefined on a miss (an expired entry is removed). */
export function readCached(url: string): unknown {
  if (namespace === null) return undefined;
  if (!isPersistent(url)) return readMemory(keyFor(url));
  const store = openStore();
  if (store === null) return undefined;
  const key = keyFor(url);
  const entry = readEntry(store, key);
  if (entry === null) return undefined;
  if (isExpired(entry, Date.now())) {
    store.removeItem(key);
    return undefined;
  }
  return entry.body;
}

/** Stores a status-200 body for `url`; when storage is full, drops expired entries and retries once. */
export function writeCached(url: string, body: unknown): void {
  if (namespace === null) return;
  if (!isPersistent(url)) {
    memory.set(keyFor(url), { savedAt: Date.now(), body });
    return;
  }
  const store = openStore();
  if (store === null) return;
  const value = JSON.stringify({ savedAt: Date.now(), body } satisfies Entry);
  try {
    store.setItem(keyFor(url), value);
  } catch {
    pruneExpired();
    try {
      store.setItem(keyFor(url), value);
    } catch {
      // Still full: serving this response uncached is fine.
    }
  }
}

/** Removes this user's entries for `url`, with or without a query string (after a write changed them). */
export function removeCached(url: string): void {
  if (namespace === null) return;
  const exact = keyFor(url);
  const matches = (key: string) => key === exact || key.startsWith(`${exact}?`);
  for (const key of memory.keys()) if (matches(key)) memory.delete(key);
  const store = openStore();
  if (store === null) return;
  for (const key of cacheKeys(store)) if (matches(key)) store.removeItem(key);
}

/** Removes this user's entries for every url that starts with `prefix` (e.g. every reading). */
export function removeCachedUnder(prefix: string): void {
  if (namespace === null) return;
  const start = keyFor(prefix);
  for (const key of memory.keys()) if (key.startsWith(start)) memory.delete(key);
  const store = openStore();
  if (store === null) return;
  for (const key of cacheKeys(store)) if (key.startsWith(start)) store.removeItem(key);
}

/** Removes entries older than CACHE_EXPIRY_MS, for every user. */
export function pruneExpired(): void {
  const now = Date.now();
  for (const [key, entry] of memory) if (isExpired(entry, now)) memory.delete(key);
  const store = storage();
  if (store === null) return;
  for (const key of cacheKeys(store)) {
    const entry = readEntry(store, key);
    if (entry === null || isExpired(entry, now)) store.removeItem(key);
  }
}

/** Drops the in-memory entries: every cached response that holds decrypted reading content. */
export function clearMemoryCache(): void {
  memory.clear();
}

/** Removes every cache entry, in memory and in localStorage, for every user. */
export function clearCache(): void {
  memory.clear();
  const store = storage();
  if (store === null) return;
  for (const key of cacheKeys(store)) store.removeItem(key);
}
