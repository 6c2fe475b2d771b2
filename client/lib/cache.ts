import { CACHE_EXPIRY_MS } from '#common/limits.ts';

/**
 * The response cache for SPEC §7's cached calls, in localStorage. Keys carry the profile's
 * md5String so one browser never serves one user's entries to another; entries expire after
 * CACHE_EXPIRY_MS; everything is dropped when CACHE_VERSION changes. Only status-200 bodies
 * are ever written (the caller guarantees it).
 */

/** Bump when a cached response's shape changes, so old entries are never parsed. */
export const CACHE_VERSION = '1';

const PREFIX = 'arcana:cache:';
const VERSION_KEY = 'arcana:cache-version';

interface Entry {
  savedAt: number;
  body: unknown;
}

let namespace: string | null = null;
let versionChecked = false;

/** Sets the profile md5String that prefixes every key; null turns the cache off. */
export function setCacheNamespace(md5String: string | null): void {
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
  clearCache();
  store.setItem(VERSION_KEY, CACHE_VERSION);
}

function openStore(): Storage | null {
  const store = storage();
  if (store === null || namespace === null) return null;
  ensureVersion(store);
  return store;
}

const keyFor = (url: string): string => `${PREFIX}${namespace}:${url}`;

/** The cached body for `url`, or undefined on a miss (an expired entry is removed). */
export function readCached(url: string): unknown {
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
  const store = openStore();
  if (store === null) return;
  const exact = keyFor(url);
  for (const key of cacheKeys(store)) if (key === exact || key.startsWith(`${exact}?`)) store.removeItem(key);
}

/** Removes entries older than CACHE_EXPIRY_MS, for every user. */
export function pruneExpired(): void {
  const store = storage();
  if (store === null) return;
  const now = Date.now();
  for (const key of cacheKeys(store)) {
    const entry = readEntry(store, key);
    if (entry === null || isExpired(entry, now)) store.removeItem(key);
  }
}

/** Removes every cache entry, for every user. */
export function clearCache(): void {
  const store = storage();
  if (store === null) return;
  for (const key of cacheKeys(store)) store.removeItem(key);
}
