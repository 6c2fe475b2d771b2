import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Costs } from '#common/api/settings.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { TRY_READINGS_PER_ADDRESS } from '#server/routes/try-reading/routes.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { postgresEnv, type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres, type TemporaryPostgres } from '#server/test/temporary-postgres.ts';
import { ADMIN_EMAIL, clientAddress, type TestResponse, type UserAgent } from '#server/test/test-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('shared-limits test skipped: it runs two API processes on PostgreSQL; set TEST_DATABASE_URL');

/** better-auth's sign-in rule: 3 attempts per 10 s per client address. */
const SIGN_INS = 3;

describe.skipIf(!adminUrl)('limits and costs shared by two API processes on one PostgreSQL', () => {
  let postgres: TemporaryPostgres;
  let servers: SpawnedServer[] = [];
  let agents: UserAgent[] = [];

  beforeAll(async () => {
    postgres = await createTemporaryPostgres(adminUrl!, 'shared_limits');
    const env = {
      ...postgresEnv(postgres.url),
      ADMIN_EMAILS: ADMIN_EMAIL,
    };
    servers = await Promise.all([startSpawnedServer({ role: 'web', env }), startSpawnedServer({ role: 'web', env })]);
    agents = servers.map((server) => remoteAgent(server.baseURL, { confirmationLink: server.confirmationLink }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.drop();
  });

  /** The agent of the process that takes the i-th request: they take turns. */
  const byTurn = (i: number): UserAgent => agents[i % 2]!;

  it('refuse the sign-in guess over the limit whichever process gets it', async () => {
    const user = await agents[0]!.signUp();
    const address = clientAddress();
    const answers: TestResponse[] = [];
    for (let i = 0; i < SIGN_INS + 2; i += 1) {
      answers.push(await byTurn(i).request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': address }, payload: { email: user.email, password: 'a wrong guess' } }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429, 429]);
    for (const refused of answers.slice(SIGN_INS)) expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(0);
    console.log(`2 API processes, 1 PostgreSQL: ${SIGN_INS} wrong sign-ins taking turns answered 401, the 4th (process 2) and 5th (process 1) were 429 with X-Retry-After`);
  });

  it('refuse the try reading over the limit whichever process gets it', async () => {
    const address = clientAddress();
    const tryReading = (agent: UserAgent) => agent.request({ method: 'POST', url: '/v1/try-reading', headers: { 'x-forwarded-for': address }, payload: { cards: 1 } });
    const statuses: number[] = [];
    for (let i = 0; i < TRY_READINGS_PER_ADDRESS.limit + 2; i += 1) statuses.push((await tryReading(byTurn(i))).statusCode);
    const limit = TRY_READINGS_PER_ADDRESS.limit;
    expect(statuses).toEqual([...Array(limit).fill(200), 429, 429]);
    console.log(`2 API processes, 1 PostgreSQL: ${limit} try readings from one address taking turns passed, the next 2 (one per process) were 429`);
  });

  it('charge on one process the costs an admin stored through the other', async () => {
    const [one, two] = agents as [UserAgent, UserAgent];
    const admin = await one.signUp({ email: ADMIN_EMAIL });
    const costs: Costs = { ...DEFAULT_COSTS, costPerCard: 3, costSpecificQuestion: 5 };
    const stored = await one.request({ method: 'POST', url: '/v1/admin/costs', user: admin, payload: costs });
    expect(stored.statusCode, stored.body).toBe(200);

    const member = await signUpWithKey(two);
    expect((await two.request({ method: 'GET', url: '/v1/settings/get', user: member })).json()).toMatchObject({ costPerCard: 3, costSpecificQuestion: 5 });
    const gems = async () => (await two.request({ method: 'GET', url: '/v1/points/get', user: member })).json<{ points: number }>().points;
    const before = await gems();
    const request = await readingRequest(two, member);
    const started = await startReading(two, member, request);
    expect(started.statusCode, started.body).toBe(200);
    const price = readingCost({ kind: 'reading', general: request.general, cards: request.cards, crossing: request.crossing, includeVisualDescriptions: request.includeVisualDescriptions }, costs);
    expect(before - (await gems())).toBe(price);
    expect(price).not.toBe(readingCost({ kind: 'reading', general: false, cards: 3, crossing: false, includeVisualDescriptions: false }, DEFAULT_COSTS));
    console.log(`2 API processes, 1 PostgreSQL: costs stored through process 1, a reading started on process 2 at once cost ${price} gems (the new price)`);
  });
});
