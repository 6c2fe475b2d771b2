import { RateLimitedError } from '#server/http/errors.ts';

export interface WindowLimit {
  /** Hits allowed per key within `windowMs`. */
  limit: number;
  windowMs: number;
}

/**
 * Keys remembered at most. Past it the least recently seen keys are forgotten, so a flood of
 * distinct keys (addresses) cannot grow memory without bound; at this size it costs a few MiB.
 */
const MAX_KEYS = 50_000;

/**
 * A sliding-window counter in this process's memory. Each API process limits on its own, so with
 * several processes behind a load balancer the effective limit is that many times higher; that is
 * acceptable for the limits it serves (abuse brakes in front of expensive work, not security
 * boundaries such as the unlock attempts, which are counted in the database).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly window: WindowLimit,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Seconds until `key` may be hit again; 0 when it may now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.window.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.window.windowMs - now) / 1000));
  }

  /** Counts one hit for `key`. */
  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Re-inserting keeps the map ordered from least to most recently seen.
    this.hits.delete(key);
    this.hits.set(key, recent);
    for (const oldest of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(oldest);
    }
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.window.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since);
  }
}

/**
 * Admits a request only if every limiter admits its key, then counts it against all of them.
 * Refused requests are not counted, so the wait never grows while someone keeps hammering.
 * @throws RateLimitedError with the longest wait of the limits that refuse.
 */
export function admit(checks: ReadonlyArray<readonly [SlidingWindowLimiter, string]>, now = Date.now()): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterSeconds(key, now)));
  if (wait > 0) throw new RateLimitedError(wait);
  for (const [limiter, key] of checks) limiter.record(key, now);
}
