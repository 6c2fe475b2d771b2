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

/**
 * The caches of one app (server/app.ts builds one registry per app, so two apps in one process, as in tests, never
 * share or clash). A name is registered once: the dashboard and its purge address caches by name.
 */
export class CacheRegistry {
  private readonly caches = new Map<string, RegisteredCache>();

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
