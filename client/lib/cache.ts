import { CACHE_EXPIRY_MS } from '#common/limits.ts';
import type { EntryKind, ResponseStore } from './cache-store.ts';

/**
 * The response cache for the product's cached calls (docs/product.md#response-cache): keys carry the
 * profile's md5String so one browser never serves one user's entries to another; entries expire
 * after CACHE_EXPIRY_MS; only status-200 bodies are written (the caller guarantees it).
 *
 * Two layers. This tab's memory answers first. Behind it, Cache Storage keeps entries across
 * reloads: the user settings (no reading content) as plain JSON, everything else sealed with the
 * key the server derives for this unlock (docs/decisions/0014), so no decrypted reading ever
 * reaches the disk in the clear. Sign-out, Start Over and locking drop what this tab holds and
 * delete the stored entries; an entry sealed under an earlier unlock no longer opens and goes.
 *
 * Storage calls run one after another in the order they were asked for, so a read never finds an
 * entry a removal asked for before it already dropped.
 */

/**
 * Bump when a cached response's shape changes, or when entries older code wrote must go: the first
 * start of a new version deletes every other version's cache. Versions 1 and 2 lived in localStorage.
 */
export const CACHE_VERSION = '3';

/** The cached calls whose responses hold no reading content: stored unsealed, and before any unlock. */
const PLAIN_PATHS: ReadonlySet<string> = new Set(['/v1/user-settings/get']);
const LEGACY_PREFIX = 'arcana:cache';

interface Entry {
  savedAt: number;
  body: unknown;
  kind: EntryKind;
}

let namespace: string | null = null;
let sealKeyText: string | null = null;
let sealKey: Promise<CryptoKey | null> = Promise.resolve(null);
/** Bumped by every removal, so a read that started before it does not put back what it removed. */
let generation = 0;
const memory = new Map<string, Entry>();
let pending: Promise<unknown> = Promise.resolve();
let store: Promise<ResponseStore | null> | null = null;

const openStore = () => (store ??= import('./cache-store.ts').then(({ ResponseStore }) => ResponseStore.open(CACHE_VERSION)).catch(() => null));

/** Runs `work` with the store after every storage call asked for before it; never rejects. */
function enqueue<T>(work: (store: ResponseStore) => Promise<T>): Promise<T | undefined> {
  const run = pending.then(async () => {
    const opened = await openStore();
    return opened === null ? undefined : work(opened);
  });
  const settled = run.catch(() => undefined);
  pending = settled;
  return settled;
}

const kindOf = (url: string): EntryKind => (PLAIN_PATHS.has(url.split('?', 1)[0] ?? url) ? 'plain' : 'sealed');
const isExpired = (savedAt: number, now: number) => !(now - savedAt <= CACHE_EXPIRY_MS);
const decoder = new TextDecoder();

function parsePlain(data: ArrayBuffer): unknown {
  try {
    return JSON.parse(decoder.decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Runs at start-up, before anyone signs in: deletes what older versions stored, in localStorage
 * (decrypted readings among them, in version 1) and in Cache Storage.
 */
export function initCache(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(LEGACY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // No localStorage (blocked by the browser): nothing was left there either.
  }
  void enqueue(async () => {
    const { ResponseStore } = await import('./cache-store.ts');
    await ResponseStore.dropOtherVersions(CACHE_VERSION);
  });
}

/**
 * Sets the profile md5String that prefixes every key; null turns the cache off. The in-memory
 * entries belong to the previous profile, so a change of profile drops them.
 */
export function setCacheNamespace(md5String: string | null): void {
  if (md5String !== namespace) {
    memory.clear();
    generation++;
  }
  namespace = md5String;
}

/** Sets the key that seals stored entries, from the encryption status; null while locked (nothing is sealed then). */
export function setCacheKey(key: string | null): void {
  if (key === sealKeyText) return;
  sealKeyText = key;
  sealKey = key === null ? Promise.resolve(null) : import('./cache-seal.ts').then(({ importSealKey }) => importSealKey(key)).catch(() => null);
}

/** The cached body for `url`, or undefined on a miss; an expired entry, or one that no longer opens, is removed. */
export async function readCached(url: string): Promise<unknown> {
  const owner = namespace;
  if (owner === null) return undefined;
  const entryKey = owner + url;
  const now = Date.now();
  const held = memory.get(entryKey);
  if (held !== undefined) {
    if (!isExpired(held.savedAt, now)) return held.body;
    memory.delete(entryKey);
  }
  const kind = kindOf(url);
  const startedAt = generation;
  const keyWhenAsked = sealKey;
  return enqueue(async (opened) => {
    const stored = await opened.read(kind, entryKey);
    if (stored === null) return undefined;
    let body: unknown;
    if (!isExpired(stored.savedAt, now)) {
      const key = kind === 'sealed' ? await keyWhenAsked : null;
      if (kind === 'plain') body = parsePlain(stored.data);
      else if (key !== null) body = await import('./cache-seal.ts').then(({ unseal }) => unseal(key, entryKey, stored.data));
      else return undefined;
    }
    if (body === undefined) {
      await opened.remove((key) => key === entryKey, [kind]);
      return undefined;
    }
    if (namespace === owner && generation === startedAt) memory.set(entryKey, { savedAt: stored.savedAt, body, kind });
    return body;
  });
}

/** Stores a status-200 body for `url`: in memory, and in Cache Storage (sealed unless it holds no reading content). */
export function writeCached(url: string, body: unknown): Promise<void> {
  const owner = namespace;
  if (owner === null) return Promise.resolve();
  const entryKey = owner + url;
  const savedAt = Date.now();
  const kind = kindOf(url);
  memory.set(entryKey, { savedAt, body, kind });
  const keyWhenAsked = sealKey;
  return enqueue(async (opened) => {
    // Signed out (or another profile) since: the answer is not this cache's to keep.
    if (namespace !== owner) return;
    if (kind === 'plain') return opened.write(kind, entryKey, JSON.stringify(body), savedAt);
    const key = await keyWhenAsked;
    if (key === null) return;
    const { seal } = await import('./cache-seal.ts');
    await opened.write(kind, entryKey, await seal(key, entryKey, body), savedAt);
  }).then(() => undefined);
}

function removeWhere(matches: (entryKey: string) => boolean): Promise<void> {
  generation++;
  for (const key of memory.keys()) if (matches(key)) memory.delete(key);
  return enqueue((opened) => opened.remove(matches)).then(() => undefined);
}

/** Removes this user's entries for `url`, with or without a query string (after a write changed them). */
export function removeCached(url: string): Promise<void> {
  if (namespace === null) return Promise.resolve();
  const exact = namespace + url;
  return removeWhere((key) => key === exact || key.startsWith(`${exact}?`));
}

/** Removes this user's entries for every url that starts with `prefix` (e.g. every reading). */
export function removeCachedUnder(prefix: string): Promise<void> {
  if (namespace === null) return Promise.resolve();
  const start = namespace + prefix;
  return removeWhere((key) => key.startsWith(start));
}

/** Resolves once every storage call asked for so far has finished. */
export const cacheSettled = (): Promise<void> => pending.then(() => undefined);

/** Removes entries older than CACHE_EXPIRY_MS, for every user. */
export function pruneExpired(): Promise<void> {
  const now = Date.now();
  for (const [key, entry] of memory) if (isExpired(entry.savedAt, now)) memory.delete(key);
  return enqueue((opened) => opened.pruneExpired(now)).then(() => undefined);
}

/**
 * Forgets every cached response that holds reading content, in memory and in storage, and the key
 * that sealed them: the readings locked, or the user started over.
 */
export function clearContentCache(): Promise<void> {
  setCacheKey(null);
  generation++;
  for (const [key, entry] of memory) if (entry.kind === 'sealed') memory.delete(key);
  return enqueue((opened) => opened.remove(() => true, ['sealed'])).then(() => undefined);
}

/** Removes every cache entry, in memory and in storage, for every user (sign-out, or an admin clearing this browser's cache). */
export function clearCache(): Promise<void> {
  generation++;
  memory.clear();
  return enqueue(async () => {
    const { ResponseStore } = await import('./cache-store.ts');
    await ResponseStore.drop(CACHE_VERSION);
    store = null;
  }).then(() => undefined);
}
