import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable, isDiskFull } from './errors.ts';

/** Waits between tries while the database is away: quick at first, for a blip, then every few seconds. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * Runs `work`, and again while it fails only because the database cannot take it now (unreachable during
 * a restart or failover, or out of disk space), until the next try would start after `until` (epoch
 * milliseconds); then, or on any other error, throws the error. For writes that must not be lost to a
 * short outage, such as recording how a job ended (docs/architecture.md#jobs).
 */
export async function retryWhileDatabaseUnavailable<T>(work: () => Promise<T>, until: number): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const wait = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      if (!(isDatabaseUnavailable(error) || isDiskFull(error)) || Date.now() + wait > until) throw error;
      await delay(wait);
    }
  }
}
