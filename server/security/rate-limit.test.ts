import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '#server/http/errors.ts';
import { admit, SlidingWindowLimiter } from './rate-limit.ts';

const MINUTE = 60_000;

function refusal(run: () => void): RateLimitedError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

describe('SlidingWindowLimiter', () => {
  it('admits the limit per key in a sliding window, then says how long to wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: MINUTE });
    for (const at of [0, 10_000, 20_000]) admit([[limiter, 'a']], at);
    expect(refusal(() => admit([[limiter, 'a']], 30_000))?.retryAfterSeconds).toBe(30);
    // Another key has its own window.
    admit([[limiter, 'b']], 30_000);
    // The first hit slides out of the window.
    admit([[limiter, 'a']], MINUTE + 1);
    expect(refusal(() => admit([[limiter, 'a']], MINUTE + 2))?.retryAfterSeconds).toBe(10);
  });

  it('does not count refused hits, so hammering never lengthens the wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    admit([[limiter, 'a']], 0);
    for (let at = 1000; at < MINUTE; at += 1000) expect(refusal(() => admit([[limiter, 'a']], at))).toBeDefined();
    admit([[limiter, 'a']], MINUTE + 1);
  });

  it('admits only when every limit admits, counting nothing against the others when one refuses', () => {
    const perUser = new SlidingWindowLimiter({ limit: 5, windowMs: MINUTE });
    const perAddress = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE });
    admit([[perUser, 'u'], [perAddress, '10.0.0.1']], 0);
    for (let attempt = 0; attempt < 10; attempt += 1) expect(refusal(() => admit([[perUser, 'u'], [perAddress, '10.0.0.1']], 1000))).toBeDefined();
    // The user's four remaining hits were not used up by the refused attempts.
    for (let attempt = 0; attempt < 4; attempt += 1) admit([[perUser, 'u'], [perAddress, `10.0.1.${attempt}`]], 2000);
  });

  it('forgets the least recently seen keys past its size, so distinct keys cannot grow memory', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: MINUTE }, 2);
    admit([[limiter, 'a']], 0);
    admit([[limiter, 'b']], 0);
    admit([[limiter, 'c']], 0);
    expect(limiter.retryAfterSeconds('a', 1)).toBe(0);
    expect(limiter.retryAfterSeconds('c', 1)).toBeGreaterThan(0);
  });
});
