import type { betterAuth } from 'better-auth/minimal';
import type { Db } from '#server/db/database.ts';
import { consumeLimits } from '#server/security/rate-limit.ts';

type RateLimitStorage = NonNullable<NonNullable<Parameters<typeof betterAuth>[0]['rateLimit']>['customStorage']>;

/**
 * better-auth's rate limits (sign-in, sign-up, the emailing routes, its default on the rest) counted in the database
 * with our atomic limiter, so they hold across API processes and restarts (docs/decisions/0010-limits-on-costly-work.md).
 * better-auth hands over its key (client address and path) and the rule for that path; the rule's numbers are
 * better-auth's own, counted here as a sliding window. A refusal keeps better-auth's answer: a 429 whose
 * X-Retry-After says the seconds until the oldest counted attempt leaves the window.
 */
export function sharedRateLimitStorage(db: Db): RateLimitStorage {
  return {
    async consume(key, rule) {
      const wait = await consumeLimits(db, [[{ name: 'auth', limit: rule.max, windowMs: rule.window * 1000 }, key]]);
      return wait > 0 ? { allowed: false, retryAfter: wait } : { allowed: true, retryAfter: null };
    },
  };
}
