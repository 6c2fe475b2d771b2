import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Points } from '#common/api/points.ts';
import { DEFAULT_MAX_POINTS, DEFAULT_MS_PER_POINT } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { points } from '#server/db/schema/points.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

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

const sell = (user: TestUser, gemsToSell: string | number) => server.request({ method: 'GET', url: `/v1/points/sellGems?gemsToSell=${gemsToSell}`, user });
const record = async (user: TestUser) => (await server.request({ method: 'GET', url: '/v1/points/get', user })).json<Points>();
const sales = (user: TestUser) =>
  server.services.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'sell')));

describe('GET /v1/points/sellGems', () => {
  it('turns gems into as many coins in one ledger entry and answers the new record', async () => {
    const user = await server.signUp();
    const response = await sell(user, 5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ points: DEFAULT_MAX_POINTS - 5, coins: 5, extraPoints: 0 });
    expect(await record(user)).toEqual(response.json());
    expect(await sales(user)).toMatchObject([{ pointsDelta: -5, coinsDelta: 5, extraPointsDelta: 0 }]);
  });

  it('answers 400 naming gemsToSell for a missing number, a non-number, 0, a negative or a fraction', async () => {
    const user = await server.signUp();
    for (const url of ['/v1/points/sellGems', ...['abc', '0', '-3', '1.5', ''].map((value) => `/v1/points/sellGems?gemsToSell=${value}`)]) {
      const response = await server.request({ method: 'GET', url, user });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ field: 'gemsToSell' });
    }
    expect(await record(user)).toMatchObject({ points: DEFAULT_MAX_POINTS, coins: 0 });
  });

  it('refuses more than the regular gems, extra gems not counted, and changes nothing', async () => {
    const user = await server.signUp();
    await server.services.database.db.transaction((tx) =>
      applyLedgerEntry(tx, { userId: user.id, kind: 'admin_grant', idempotencyKey: `test-grant:${crypto.randomUUID()}`, extraPoints: 10 }),
    );
    const before = await record(user);
    const response = await sell(user, DEFAULT_MAX_POINTS + 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'gemsToSell', message: `You have only ${DEFAULT_MAX_POINTS} gems to sell.` });
    expect(await record(user)).toEqual(before);
    expect(await sales(user)).toEqual([]);
  });

  it('counts the gems regenerated since the last update', async () => {
    const user = await server.signUp();
    await record(user);
    const lastUpdate = new Date(Date.now() - 3 * DEFAULT_MS_PER_POINT - 60_000);
    await server.services.database.db.update(points).set({ points: 0, lastUpdate }).where(eq(points.userId, user.id));
    const tooMany = await sell(user, 4);
    expect(tooMany.json()).toMatchObject({ message: 'You have only 3 gems to sell.' });
    const response = await sell(user, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ points: 0, coins: 3 });
  });

  it('lets only one of two concurrent sales through when together they exceed the balance', async () => {
    const user = await server.signUp();
    const half = DEFAULT_MAX_POINTS / 2 + 1;
    const responses = await Promise.all([sell(user, half), sell(user, half)]);
    expect(responses.map((response) => response.statusCode).toSorted()).toEqual([200, 400]);
    expect(await record(user)).toMatchObject({ points: DEFAULT_MAX_POINTS - half, coins: half });
    expect(await sales(user)).toHaveLength(1);
  });
});
