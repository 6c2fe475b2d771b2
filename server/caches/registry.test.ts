import { describe, expect, it } from 'vitest';
import { CacheRegistry, type RegisteredCache } from './registry.ts';

const cache = (name: string): RegisteredCache => ({ name, hits: 0, misses: 0, entries: () => 0, sizeBytes: () => 0, purge: () => 0 });

/** A cache holding `entries` until purged, and a way to fill it again. */
function holding(name: string, entries: number) {
  const held: RegisteredCache = {
    ...cache(name),
    entries: () => entries,
    purge() {
      const dropped = entries;
      entries = 0;
      return dropped;
    },
  };
  return { held, refill: (count: number) => void (entries = count) };
}

describe('CacheRegistry', () => {
  it('finds caches by name and lists them in name order', () => {
    const registry = new CacheRegistry();
    registry.register(cache('zeta'));
    registry.register(cache('alpha'));
    expect(registry.list().map((entry) => entry.name)).toEqual(['alpha', 'zeta']);
    expect(registry.get('zeta')?.name).toBe('zeta');
    expect(registry.get('missing')).toBeUndefined();
  });

  it('refuses a second cache under a name already taken', () => {
    const registry = new CacheRegistry();
    registry.register(cache('pages'));
    expect(() => registry.register(cache('pages'))).toThrow(/already registered/);
  });

  it('purges here and announces the purge to the other processes; an announced purge drops the same entries here only', async () => {
    const pages = holding('pages', 2);
    const images = holding('images', 3);
    const registry = new CacheRegistry();
    registry.register(pages.held);
    registry.register(images.held);
    const announced: Array<string | undefined> = [];
    registry.announcePurgesWith(async (name) => void announced.push(name));

    expect(await registry.purge('pages')).toEqual([{ name: 'pages', entries: 2 }]);
    expect(images.held.entries()).toBe(3);
    expect(await registry.purge()).toEqual([
      { name: 'images', entries: 3 },
      { name: 'pages', entries: 0 },
    ]);
    expect(await registry.purge('missing')).toEqual([]);
    expect(announced).toEqual(['pages', undefined, 'missing']);
    pages.refill(4);
    expect(registry.purgeHere('pages')).toEqual([{ name: 'pages', entries: 4 }]);
    expect(announced).toHaveLength(3);
    console.log('cache registry: 3 purges dropped 2, 3 and 0 entries here and were each announced once; a purge heard from another process is not announced again');
  });
});
