import { describe, expect, it } from 'vitest';
import { CacheRegistry, type RegisteredCache } from './registry.ts';

const cache = (name: string): RegisteredCache => ({ name, hits: 0, misses: 0, entries: () => 0, sizeBytes: () => 0, purge: () => 0 });

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
});
