import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';
import { createStreamLimiter, MAX_OPEN_STREAMS_PER_USER, TOO_MANY_STREAMS } from './stream-limits.ts';

describe('open streams per user', () => {
  it('refuses the stream past the cap with a 429 in plain words, and leaves other users alone', () => {
    const limiter = createStreamLimiter();
    for (let index = 0; index < MAX_OPEN_STREAMS_PER_USER; index += 1) limiter.acquire('ada');
    let refusal: unknown;
    try {
      limiter.acquire('ada');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 429, code: 'too_many_streams', message: TOO_MANY_STREAMS });
    expect(limiter.openCount('ada')).toBe(MAX_OPEN_STREAMS_PER_USER);
    expect(() => limiter.acquire('grace')).not.toThrow();
  });

  it('gives a slot back once however often its release is called', () => {
    const limiter = createStreamLimiter(2);
    const first = limiter.acquire('ada');
    limiter.acquire('ada');
    first();
    first();
    expect(limiter.openCount('ada')).toBe(1);
    expect(() => limiter.acquire('ada')).not.toThrow();
    expect(() => limiter.acquire('ada')).toThrow(TOO_MANY_STREAMS);
  });

  it('is back to zero once every stream is released', () => {
    const limiter = createStreamLimiter();
    const releases = Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => limiter.acquire('ada'));
    for (const release of releases) release();
    expect(limiter.openCount('ada')).toBe(0);
  });
});
