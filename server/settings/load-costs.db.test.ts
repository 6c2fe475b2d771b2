import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { appSetting } from '#server/db/schema/settings.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { loadCosts, saveCosts } from './load-costs.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;

describe('the costs in force', () => {
  it('are the defaults on a fresh database, for the price shown and the price charged', async () => {
    expect(await loadCosts(db())).toEqual(DEFAULT_COSTS);
    const user = await signUpWithKey(server);
    expect((await server.request({ method: 'GET', url: '/v1/settings/get', user })).json()).toEqual(DEFAULT_COSTS);
  });

  it('are the stored record once an operator changes them: the start charges that price', async () => {
    await saveCosts(db(), { ...DEFAULT_COSTS, costPerCard: 2, costSpecificQuestion: 4 });
    const user = await signUpWithKey(server);
    expect((await server.request({ method: 'GET', url: '/v1/settings/get', user })).json()).toMatchObject({ costPerCard: 2, costSpecificQuestion: 4 });
    const started = await startReading(server, user, await readingRequest(server, user));
    expect(started.statusCode).toBe(200);
    // A specific question (4) and three cards at 2 each.
    const points = (await server.request({ method: 'GET', url: '/v1/points/get', user })).json().points as number;
    expect(points).toBe(DEFAULT_MAX_POINTS - 10);
  });

  it('take missing fields from the defaults, and ignore a stored record that does not parse', async () => {
    await db().update(appSetting).set({ value: { costPerCard: 3, costGeneralQuestion: 'free' } });
    expect(await loadCosts(db())).toEqual(DEFAULT_COSTS);
    await db().update(appSetting).set({ value: { costPerCard: 3 } });
    expect(await loadCosts(db())).toEqual({ ...DEFAULT_COSTS, costPerCard: 3 });
    await db().delete(appSetting);
    expect(await loadCosts(db())).toEqual(DEFAULT_COSTS);
  });
});
