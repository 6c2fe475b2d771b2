/**
 * One in-process cache as the admins' cache dashboard sees it (docs/product.md#admins). `hits` and `misses` are read
 * when the dashboard asks, so a cache keeps them as running counts; `sizeBytes` is an estimate, not a measurement.
 */
export interface RegisteredCache {
  readonly name: string;
  entries(): number;
  sizeBytes(): number;
  readonly hits: number;
  readonly misses: number;
  /** Drops one entry, or every entry without a key; answers how many it dropped. */
  purge(key?: string): number;
}

/** What one purge dropped from one cache in this process. */
export interface PurgedCache {
  name: string;
  entries: number;
}

/** Tells the other processes to purge the named cache, or every cache (server/caches/purge-broadcast.ts). */
export type PurgeAnnouncer = (name: string | undefined) => Promise<void>;

/**
 * The caches of one app (server/app.ts builds one registry per app, so two apps in one process, as in tests, never
 * share or clash). A name is registered once: the dashboard and its purge address caches by name.
 */
export class CacheRegistry {
  private readonly caches = new Map<string, RegisteredCache>();
  private announce: PurgeAnnouncer = async () => {};

  /** Sends every purge on to the other API processes, which drop the same entries (docs/architecture.md#caching). */
  announcePurgesWith(announce: PurgeAnnouncer): void {
    this.announce = announce;
  }

  /** Purges the named cache, or every cache, here and then in every other process; answers what this process dropped. */
  async purge(name?: string): Promise<PurgedCache[]> {
    const purged = this.purgeHere(name);
    await this.announce(name);
    return purged;
  }

  /** Purges the named cache, or every cache, in this process only: what another process's announced purge does here. */
  purgeHere(name?: string): PurgedCache[] {
    const caches = name === undefined ? this.list() : [this.caches.get(name)].filter((cache) => cache !== undefined);
    return caches.map((cache) => ({ name: cache.name, entries: cache.purge() }));
  }

  register(cache: RegisteredCache): void {
    if (this.caches.has(cache.name)) throw new Error(`A cache named ${cache.name} is already registered`);
    this.caches.set(cache.name, cache);
  }

  get(name: string): RegisteredCache | undefined {
    return this.caches.get(name);
  }

  /** Every cache, by name. */
  list(): RegisteredCache[] {
    return [...this.caches.values()].toSorted((a, b) => a.name.localeCompare(b.name));
  }
}

/** The bytes a string takes as UTF-16 in memory, the estimate caches of text use. */
export const stringBytes = (value: string): number => value.length * 2;
