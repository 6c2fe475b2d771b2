import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { responseCacheKey } from './response-cache-key.ts';

const cookieKey = () => randomBytes(32).toString('base64url');

describe('responseCacheKey', () => {
  it('is a 32-byte base64url key, stable for one unlock', () => {
    const key = cookieKey();
    const derived = responseCacheKey(key, 'session-1');
    expect(derived).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(responseCacheKey(key, 'session-1')).toBe(derived);
  });

  it('differs for another unlock, another session, and from the cookie key itself', () => {
    const key = cookieKey();
    const derived = responseCacheKey(key, 'session-1');
    expect(responseCacheKey(cookieKey(), 'session-1')).not.toBe(derived);
    expect(responseCacheKey(key, 'session-2')).not.toBe(derived);
    expect(derived).not.toBe(key);
  });
});
