import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reference data', () => {
  it('GET /v1/settings/get returns the costs record', async () => {
    const user = await server.signUp();
    const response = await server.request({ method: 'GET', url: '/v1/settings/get', user });
    expect(response.json()).toEqual(DEFAULT_COSTS);
  });

  it('GET /v1/reading/spread-types returns every spread with its named positions', async () => {
    const user = await server.signUp();
    const response = await server.request({ method: 'GET', url: '/v1/reading/spread-types', user });
    expect(response.json()).toEqual(SPREAD_TYPES);
  });
});
