import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '#common/api/auth.ts';
import { CONTRACT } from '#common/api/contract.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The API's paths: each route under them, better-auth's own excepted, must be declared in the contract. */
const API_PATH = /^\/(v1|api|webhooks)\//;
const isApiPath = (path: string) => API_PATH.test(path) && !path.startsWith(`${AUTH_BASE_PATH}/`);

interface Route {
  method: string;
  path: string;
}
const key = ({ method, path }: Route) => `${method} ${path}`;

/** Every method + path the server registered, once per registration; Fastify's automatic HEAD twins left out. */
function registered(): Route[] {
  return server.routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: route.url })),
  );
}

describe('the API contract (common/api/contract.ts)', () => {
  it('is what the server serves: every declaration registered once, every API route declared', () => {
    const routes = registered().map(key);
    const apiRoutes = registered().filter((route) => isApiPath(route.path)).map(key);
    const declared = CONTRACT.map(key);
    console.log(`API contract: ${declared.length} declarations; the server registered ${routes.length} routes, ${apiRoutes.length} of them API routes`);

    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((declaration) => !routes.includes(declaration))).toEqual([]);
    expect(declared.filter((declaration) => routes.indexOf(declaration) !== routes.lastIndexOf(declaration))).toEqual([]);
    expect(apiRoutes.filter((route) => !declared.includes(route))).toEqual([]);
  });
});
