import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Costs } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { openPostgres } from '#server/db/database.ts';
import { TRY_READINGS_PER_ADDRESS } from '#server/routes/try-reading/routes.ts';
import { openTestDatabase, TEST_DB, type TestDatabase } from '#server/test/test-database.ts';
import { ADMIN_EMAIL, clientAddress, startTestServer, type TestServer } from '#server/test/test-server.ts';

/** better-auth's sign-in rule: 3 attempts per 10 s per client address. */
const SIGN_INS = 3;

/**
 * The same database through a second handle, as a second API process has: a pool of its own on PostgreSQL; on
 * PGlite, which one process owns, the same open database, which the first app closes.
 */
function secondHandle(first: TestDatabase): TestDatabase {
  if (first.url) return { database: openPostgres(first.url, 5), url: first.url, drop: async () => {} };
  return { database: { ...first.database, close: async () => {} }, url: undefined, drop: async () => {} };
}

let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  const database = await openTestDatabase();
  one = await startTestServer({ database });
  two = await startTestServer({ database: secondHandle(database) });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

if (TEST_DB !== 'postgres') console.log('Cache purge across apps skipped on PGlite: one process owns it, so there is no other process to tell.');

/** Sends the i-th request to one app, the next to the other. */
const alternate = (i: number) => (i % 2 === 0 ? one : two);

describe(`two apps on one ${TEST_DB} database`, () => {
  it('share the try-reading limit of a client address: the request over it is refused by either', async () => {
    const address = clientAddress();
    const tryReading = (server: TestServer) =>
      server.request({ method: 'POST', url: '/v1/try-reading', payload: { cards: 1 }, headers: { 'x-forwarded-for': address } });
    const statuses: number[] = [];
    for (let i = 0; i < TRY_READINGS_PER_ADDRESS.limit; i += 1) statuses.push((await tryReading(alternate(i))).statusCode);
    const refusedByOne = await tryReading(one);
    const refusedByTwo = await tryReading(two);
    expect(statuses).toEqual(Array(TRY_READINGS_PER_ADDRESS.limit).fill(200));
    expect([refusedByOne.statusCode, refusedByTwo.statusCode]).toEqual([429, 429]);
    expect(Number(refusedByTwo.headers['retry-after'])).toBeGreaterThan(0);
    console.log(`2 apps, 1 ${TEST_DB} database: ${TRY_READINGS_PER_ADDRESS.limit} try readings alternating between them passed, the next was 429 on both`);
  });

  it("share better-auth's sign-in limit: a guesser alternating between them gets 3 tries, not 6", async () => {
    const user = await one.signUp();
    const address = clientAddress();
    const guess = (server: TestServer) =>
      server.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': address }, payload: { email: user.email, password: 'a wrong guess' } });
    const answers = [];
    for (let i = 0; i < SIGN_INS + 2; i += 1) answers.push(await guess(alternate(i)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429, 429]);
    // The answer the sign-in form reads (client/features/auth/api.ts).
    expect(Number(answers[4]!.headers['x-retry-after'])).toBeGreaterThan(0);
    expect(answers[4]!.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    console.log(`2 apps, 1 ${TEST_DB} database: ${SIGN_INS} wrong sign-ins alternating between them answered 401, the next 2 were 429 with X-Retry-After on both`);
  });

  it('charge the costs an admin just stored through the other app', async () => {
    const admin = await one.signUp({ email: ADMIN_EMAIL });
    const costs: Costs = { ...DEFAULT_COSTS, costPerCard: DEFAULT_COSTS.costPerCard + 2 };
    expect((await one.request({ method: 'POST', url: '/v1/admin/costs', user: admin, payload: costs })).statusCode).toBe(200);
    const member = await two.signUp();
    expect((await two.request({ method: 'GET', url: '/v1/settings/get', user: member })).json()).toMatchObject({ costPerCard: costs.costPerCard });
    console.log(`2 apps, 1 ${TEST_DB} database: a cost per card of ${costs.costPerCard} stored through one is the price the other shows at once`);
  });

  it.skipIf(TEST_DB !== 'postgres')("carry an admin's cache purge from one app to the other (PostgreSQL: PGlite has one process)", async () => {
    const admin = await one.signUp({ email: ADMIN_EMAIL });
    // A share page fills the second app's cache of the built page, dead link or not.
    expect((await two.request({ method: 'GET', url: `/shared_reading/${crypto.randomUUID()}/no-such-key` })).statusCode).toBe(200);
    const shell = two.services.caches.get('share-page-shell')!;
    expect(shell.entries()).toBe(1);
    expect((await one.request({ method: 'POST', url: '/v1/admin/caches/purge', user: admin })).statusCode).toBe(200);
    await vi.waitFor(() => expect(shell.entries()).toBe(0), { timeout: 5_000 });
    console.log('2 apps, 1 postgres database: a purge of every cache through one emptied the share-page shell held by the other');
  });
});
