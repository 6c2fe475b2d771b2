import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_POINTS, DEFAULT_MS_PER_POINT } from '#common/limits.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /v1/points/get', () => {
  it('starts a new user full, with no extra points or coins', async () => {
    const user = await server.signUp();
    const before = Date.now();
    const response = await server.request({ method: 'GET', url: '/v1/points/get', user });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      points: DEFAULT_MAX_POINTS,
      maxPoints: DEFAULT_MAX_POINTS,
      millisecondsPerPoint: DEFAULT_MS_PER_POINT,
      carryOverMilliseconds: 0,
      extraPoints: 0,
      coins: 0,
    });
    expect(record.lastUpdate).toBeGreaterThan(before - 60_000);
  });

  it('returns the same record on every call, not a new one', async () => {
    const user = await server.signUp();
    const first = await server.request({ method: 'GET', url: '/v1/points/get', user });
    const second = await server.request({ method: 'GET', url: '/v1/points/get', user });
    expect(second.json()).toEqual(first.json());
  });
});

describe('GET /v1/points/gem-progress', () => {
  it('says a full new user is full', async () => {
    const user = await server.signUp();
    const response = await server.request({ method: 'GET', url: '/v1/points/gem-progress', user });
    expect(response.json()).toEqual({ msUntilNextGem: 0, fraction: 1, full: true });
  });
});
