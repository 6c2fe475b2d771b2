import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import * as z from 'zod/mini';
import { type ChannelListener, listenOnChannel } from '#server/db/listen-channel.ts';
import type { CacheRegistry } from './registry.ts';

const CHANNEL = 'arcana_cache_purge';

/** A purge as announced: which process sent it (so it skips its own) and which cache, none meaning every one. */
const AnnouncementSchema = z.object({ from: z.string(), name: z.optional(z.string()) });

/**
 * An admin's cache purge (docs/product.md#admins) reaches every API process on PostgreSQL: the process that answers
 * purges its own caches and NOTIFYs, and every process LISTENs and purges the same. Each process's caches may hold
 * what the purge is meant to drop (a replaced build's page), so one purged process behind a load balancer is not
 * enough. After its listening connection was lost a process purges everything, since it may have missed a purge;
 * that costs only misses. On PGlite there is one process and nothing to announce.
 */
export async function broadcastCachePurges(pool: pg.Pool, registry: CacheRegistry, log: Logger): Promise<ChannelListener> {
  const self = randomUUID();
  const onPayload = (payload: string) => {
    let announced: z.infer<typeof AnnouncementSchema>;
    try {
      announced = AnnouncementSchema.parse(JSON.parse(payload));
    } catch {
      log.warn('dropped a cache purge notification that is not ours');
      return;
    }
    if (announced.from === self) return;
    log.info({ purged: registry.purgeHere(announced.name) }, 'purged caches as another process asked');
  };
  const onRelisten = () => void registry.purgeHere();
  const listener = await listenOnChannel(pool, { channel: CHANNEL, what: 'cache purges', log, onPayload, onRelisten });
  registry.announcePurgesWith(async (name) => {
    await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: self, name })]);
  });
  return listener;
}
