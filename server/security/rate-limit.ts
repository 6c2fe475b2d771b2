import { createHash } from 'node:crypto';
import { and, count, gt, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rateLimitHit } from '#server/db/schema/rate-limits.ts';
import { RateLimitedError } from '#server/http/errors.ts';

export interface WindowLimit {
  /** Names the limit in the stored keys: two limits never count against each other. */
  name: string;
  /** Hits allowed per key within `windowMs`. */
  limit: number;
  windowMs: number;
}

/** One limit and the key it counts a request under (a client address, a user id). */
export type LimitCheck = readonly [WindowLimit, string];

/**
 * The stored key: the limit's name and a hash of what it counts, so every row has one small size whatever a client
 * sends (better-auth's keys hold the request path) and no address or id is stored in plain text (SECURITY.md).
 */
export const storedKey = ([limit, key]: LimitCheck): string => `${limit.name}:${createHash('sha256').update(key).digest('base64url')}`;

/**
 * Counts one hit against every limit if each admits its key, in one transaction that holds an advisory lock per key,
 * so requests on any API process, at once, never share the last slot (docs/decisions/0010-limits-on-costly-work.md).
 * Refused requests are not counted, so the wait never grows while someone keeps hammering.
 * @returns 0 when the hit was counted, else the seconds until the oldest counted hit of a refusing limit leaves its
 * window (the longest such wait when several refuse).
 */
export async function consumeLimits(db: Db, checks: readonly LimitCheck[], now = Date.now()): Promise<number> {
  const keyed = checks.map((check) => ({ limit: check[0], key: storedKey(check) }));
  const keys = [...new Set(keyed.map(({ key }) => key))].toSorted();
  const at = new Date(now);
  return db.transaction(async (tx) => {
    // One order for every caller, so two requests sharing keys cannot deadlock.
    for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const counted = await tx
      .select({ key: rateLimitHit.key, hits: count(), oldest: min(rateLimitHit.expiresAt) })
      .from(rateLimitHit)
      .where(and(inArray(rateLimitHit.key, keys), gt(rateLimitHit.expiresAt, at)))
      .groupBy(rateLimitHit.key);
    const byKey = new Map(counted.map((row) => [row.key, row]));
    const waits = keyed.map(({ limit, key }) => {
      const window = byKey.get(key);
      if (!window || window.hits < limit.limit) return 0;
      return Math.max(1, Math.ceil((new Date(window.oldest!).getTime() - now) / 1000));
    });
    const wait = Math.max(0, ...waits);
    if (wait > 0) return wait;
    await tx.insert(rateLimitHit).values(keyed.map(({ limit, key }) => ({ key, expiresAt: new Date(now + limit.windowMs) })));
    return 0;
  });
}

/**
 * Admits a request only if every limit admits its key, then counts it against all of them (see {@link consumeLimits}).
 * @throws RateLimitedError with the longest wait of the limits that refuse.
 */
export async function admit(db: Db, checks: readonly LimitCheck[], now = Date.now()): Promise<void> {
  const wait = await consumeLimits(db, checks, now);
  if (wait > 0) throw new RateLimitedError(wait);
}
