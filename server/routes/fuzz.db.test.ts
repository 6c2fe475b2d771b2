import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTRACT } from '#common/api/contract.ts';
import type { Declaration } from '#common/api/endpoint.ts';
import { ApiErrorSchema } from '#common/api/errors.ts';
import { BODY_LIMIT_BYTES } from '#server/security/http-limits.ts';
import { clientAddress, type TestServer } from '#server/test/test-server.ts';
import { type ApiWorld, startApiWorld } from './api-world.ts';
import { bodyProbes, numberSweep, paramProbes, type Part, type Probe, queryProbes } from './fuzz-probes.ts';
import { routeKey, VALID_CALLS, type ValidCall } from './valid-calls.ts';

/** Fixed, so a failure replays: fast-check prints it with the counterexample. */
const SEED = 20_250_611;
const RUNS = { params: 25, querystring: 15, body: 60, ignoredBody: 10 };

let server: TestServer;
let world: ApiWorld;
beforeAll(async () => {
  ({ server, world } = await startApiWorld());
}, 120_000);
afterAll(() => server.close());

/** The field the server's 400 names for a schema issue (server/http/errors.ts): its path, or the part when the path is empty. */
const fieldOf = (path: readonly PropertyKey[], part: Part) => `/${path.map(String).join('/')}`.split('/').filter(Boolean).join('.') || part;

function schemaOf(declaration: Declaration, part: Part) {
  if (part === 'params') return declaration.params;
  if (part === 'querystring') return declaration.query;
  return declaration.kind === 'endpoint' ? declaration.body : undefined;
}

/**
 * Calls fuzzed with a wrong password: a deleted account would answer every later probe 401, and each unlock that
 * succeeds resets its attempt limit, so every bent body would pay for a slow hash.
 */
const WITH_WRONG_PASSWORD = new Set(['POST /v1/profile/delete', 'POST /v1/encryption/unlock']);

function harmless(key: string, call: ValidCall): ValidCall {
  if (!WITH_WRONG_PASSWORD.has(key)) return call;
  return { ...call, body: { ...(call.body as object), password: 'not the password' } };
}

const tally = { routes: 0, requests: 0, refusedBySchema: 0, statuses: new Map<number, number>() };

async function send(declaration: Declaration, call: ValidCall, address: string, probe: Probe) {
  const headers: Record<string, string> = { 'x-forwarded-for': address, ...call.headers, ...(call.authorization ? { authorization: call.authorization } : {}) };
  if (probe.payload !== undefined) headers['content-type'] = 'application/json';
  const response = await server.request({
    method: declaration.method,
    url: probe.url,
    user: call.as,
    headers,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  tally.requests += 1;
  tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

/** The property every bent request must hold: never 5xx; every 4xx the API's JSON error; a schema's refusal a 400 naming the field. */
async function holds(declaration: Declaration, call: ValidCall, address: string, probe: Probe): Promise<void> {
  const response = await send(declaration, call, address, probe);
  const label = `${declaration.method} ${probe.url.slice(0, 200)} ${probe.payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) expect(z.safeParse(z.strictObject(ApiErrorSchema.shape), response.json()).success, label).toBe(true);
  const schema = schemaOf(declaration, probe.part);
  if (!schema || !('parsed' in probe)) return;
  if (probe.payload !== undefined && Buffer.byteLength(probe.payload) > BODY_LIMIT_BYTES) {
    expect(response.statusCode, label).toBe(413);
    return;
  }
  const result = z.safeParse(schema, probe.parsed);
  if (result.success) return;
  tally.refusedBySchema += 1;
  expect(response.statusCode, label).toBe(400);
  expect(response.json<{ field?: string }>().field, label).toBe(fieldOf(result.error.issues[0]!.path, probe.part));
}

describe('fuzzing every call of the contract', () => {
  it.each(CONTRACT.map((declaration) => [routeKey(declaration), declaration] as const))(
    '%s answers bent params, queries and bodies with 4xx, never 5xx',
    async (key, declaration) => {
      // Every variant of the call (a reading, a clarifier, a bonus reading): each reaches code of its own.
      for (const build of VALID_CALLS[key]!.calls) {
        const call = harmless(key, await build(world));
        // One client address per call: per-address limits then answer 429 after validation, as they do for a real client.
        const address = clientAddress();
        const property = (probes: fc.Arbitrary<Probe>) => fc.asyncProperty(probes, (probe) => holds(declaration, call, address, probe));
        const params = paramProbes(declaration, call);
        if (params) await fc.assert(property(params), { seed: SEED, numRuns: RUNS.params, endOnFailure: true });
        await fc.assert(property(queryProbes(declaration, call)), { seed: SEED, numRuns: RUNS.querystring, endOnFailure: true });
        if (declaration.method !== 'GET') {
          const runs = declaration.kind === 'endpoint' && declaration.body ? RUNS.body : RUNS.ignoredBody;
          await fc.assert(property(bodyProbes(declaration, call)), { seed: SEED, numRuns: runs, endOnFailure: true });
          for (const probe of numberSweep(declaration, call)) await holds(declaration, call, address, probe);
        }
      }
      tally.routes += 1;
    },
    90_000,
  );

  it('prints what it proved', () => {
    const statuses = [...tally.statuses].toSorted(([a], [b]) => a - b).map(([status, count]) => `${count}×${status}`);
    const fiveHundreds = [...tally.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `${tally.routes} routes, ${tally.requests} requests (seed ${SEED}): ${fiveHundreds} answers ≥ 500; ${tally.refusedBySchema} refused by the contract's schemas, each a 400 naming its field; statuses ${statuses.join(' ')}`,
    );
    expect(tally.routes).toBe(CONTRACT.length);
    expect(fiveHundreds).toBe(0);
  });
});
