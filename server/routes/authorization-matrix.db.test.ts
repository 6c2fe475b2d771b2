import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { type TestResponse, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { type ApiWorld, startApiWorld } from './api-world.ts';
import { type Access, requestOf, routeKey, VALID_CALLS, type ValidCall } from './valid-calls.ts';

let server: TestServer;
let world: ApiWorld;
beforeAll(async () => {
  ({ server, world } = await startApiWorld());
}, 120_000);
afterAll(() => server.close());

type Caller = 'owner' | 'stranger' | 'signed out' | 'non-admin';

/** The status each caller must get, as the contract says; a caller the call does not concern is left out. */
function expectations(access: Access, call: ValidCall): [Caller, number][] {
  const ok = call.status ?? 200;
  switch (access) {
    case 'public':
      return [
        ['signed out', ok],
        ['owner', ok],
      ];
    case 'session':
      return [['signed out', 401], ...(call.owned ? ([['stranger', 404]] as [Caller, number][]) : []), ['owner', ok]];
    case 'token':
      return [
        ['signed out', 401],
        ['stranger', 401],
        ['owner', ok],
      ];
    case 'admin':
      return [
        ['signed out', 401],
        ['non-admin', 403],
        ['owner', ok],
      ];
  }
}

const callerUser = (caller: Caller, call: ValidCall): TestUser | undefined =>
  caller === 'owner' ? call.as : caller === 'signed out' ? undefined : world.stranger;

/** A refusal is the API's JSON error; a success of a JSON call is JSON too. */
function expectWellFormed(declaration: Declaration, response: TestResponse, label: string) {
  if (response.statusCode >= 400) expect(response.json(), label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  else if (declaration.kind === 'endpoint') expect(response.headers['content-type'], label).toMatch(/^application\/json/);
}

const outcomes = { calls: 0, requests: 0, refused: { 401: 0, 403: 0, 404: 0 } as Record<number, number> };

describe('the authorization matrix', () => {
  it('has a row for every call of the contract, and its session and admin calls are exactly those behind the session guard', () => {
    expect(Object.keys(VALID_CALLS).toSorted()).toEqual(CONTRACT.map(routeKey).toSorted());
    const guarded = server.routes.filter((route) => route.config?.requiresSession).flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`));
    const signedIn = Object.entries(VALID_CALLS).filter(([, row]) => row.access === 'session' || row.access === 'admin').map(([key]) => key);
    expect(signedIn.toSorted()).toEqual(guarded.filter((key) => key in VALID_CALLS).toSorted());
  });

  it.each(CONTRACT.map((declaration) => [routeKey(declaration), declaration] as const))(
    '%s answers its owner, and refuses a stranger (404), the signed out (401) and a non-admin (403)',
    async (key, declaration) => {
      const row = VALID_CALLS[key]!;
      for (const build of row.calls) {
        outcomes.calls += 1;
        let call = await build(world);
        // Each caller gets a call built afresh, so the owner's, last, cannot fail for a resource a refusal used up.
        for (const [index, [caller, status]] of expectations(row.access, call).entries()) {
          if (index > 0) call = await build(world);
          const response = await server.request(requestOf(declaration, call, callerUser(caller, call)));
          const label = `${key} as ${caller}: ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBe(status);
          expectWellFormed(declaration, response, label);
          outcomes.requests += 1;
          if (status in outcomes.refused) outcomes.refused[status]! += 1;
        }
      }
    },
    60_000,
  );

  it('prints what it proved', () => {
    const { calls, requests, refused } = outcomes;
    console.log(
      `${CONTRACT.length} routes, ${calls} valid calls, ${requests} requests: owners 2xx, ${refused[404]} stranger 404s, ${refused[401]} signed-out 401s, ${refused[403]} non-admin 403s, none otherwise`,
    );
    expect(requests).toBeGreaterThan(CONTRACT.length * 2);
  });
});
