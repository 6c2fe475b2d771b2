import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCaches, purgeAllCaches, purgeCache } from '#common/api/admin-ops.ts';
import type { AdminAction } from '#server/admin/audit-log.ts';
import type { CacheRegistry, RegisteredCache } from '#server/caches/registry.ts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';

export interface CacheAdminOptions {
  db: Db;
  caches: CacheRegistry;
  /** The admin check (only-admins.ts), run before validation. */
  onlyAdmins: (request: FastifyRequest) => Promise<void>;
  /** Records an action in the audit log (server/admin/audit-log.ts). */
  recordAction: (db: Db, action: AdminAction) => Promise<void>;
}

const statsOf = (cache: RegisteredCache) => {
  const lookups = cache.hits + cache.misses;
  return {
    name: cache.name,
    entries: cache.entries(),
    hits: cache.hits,
    misses: cache.misses,
    hitRate: lookups === 0 ? null : cache.hits / lookups,
    approxBytes: Math.max(0, Math.round(cache.sizeBytes())),
  };
};

/**
 * The cache dashboard's calls (docs/product.md#admins). Caches live in each process's memory: the numbers are those of
 * the API process that answers, while a purge reaches every process (server/caches/purge-broadcast.ts) and answers
 * what this one dropped.
 */
export function cacheAdminRoutes(app: FastifyInstance, { db, caches, onlyAdmins, recordAction }: CacheAdminOptions): void {
  const guard = { preValidation: onlyAdmins };
  registerRoute(app, getCaches, async () => ({ caches: caches.list().map(statsOf) }), guard);

  registerRoute(
    app,
    purgeCache,
    async (request) => {
      const cache = caches.get(request.params.name);
      if (!cache) throw notFound(`There is no cache named ${request.params.name}.`);
      const entries = (await caches.purge(cache.name))[0]?.entries ?? 0;
      // After the purge, which cannot be undone: a purge only costs the next lookups a miss.
      await recordAction(db, { adminId: request.user.id, action: 'cache.purge', target: `cache:${cache.name}`, detail: { entries } });
      return { purged: [{ name: cache.name, entries }] };
    },
    guard,
  );

  registerRoute(
    app,
    purgeAllCaches,
    async (request) => {
      const purged = await caches.purge();
      await recordAction(db, { adminId: request.user.id, action: 'cache.purge', target: 'cache:*', detail: { purged } });
      return { purged };
    },
    guard,
  );
}
