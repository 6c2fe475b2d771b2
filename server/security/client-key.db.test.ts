import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRY_READINGS_PER_ADDRESS } from '#server/routes/try-reading/routes.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/** better-auth's sign-in rule: 3 attempts per 10 s per client. */
const SIGN_INS = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tryReading = (address: string) =>
  server.request({ method: 'POST', url: '/v1/try-reading', payload: { cards: 1 }, headers: { 'x-forwarded-for': address } });

describe(`IPv6 addresses share one /64 limit (${TEST_DB})`, () => {
  it('refuses the try reading over the limit from a fresh address of the same /64, and not from the next /64', async () => {
    for (let attempt = 1; attempt <= TRY_READINGS_PER_ADDRESS.limit; attempt += 1) {
      expect((await tryReading(`2001:db8:a:1::${attempt.toString(16)}`)).statusCode).toBe(200);
    }
    const sameNetwork = await tryReading('2001:db8:a:1:ffff:ffff:ffff:ffff');
    expect(sameNetwork.statusCode).toBe(429);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tryReading('2001:db8:a:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 client seen IPv4-mapped as the same client', async () => {
    for (let attempt = 0; attempt < TRY_READINGS_PER_ADDRESS.limit; attempt += 1) {
      expect((await tryReading(attempt % 2 === 0 ? '198.51.100.40' : '::ffff:198.51.100.40')).statusCode).toBe(200);
    }
    expect((await tryReading('::ffff:198.51.100.40')).statusCode).toBe(429);
    expect((await tryReading('198.51.100.40')).statusCode).toBe(429);
  });

  it("holds better-auth's sign-in limit for the whole /64", async () => {
    const user = await server.signUp();
    const guess = (address: string) =>
      server.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': address }, payload: { email: user.email, password: 'a wrong guess' } });
    const statuses = [];
    for (let attempt = 1; attempt <= SIGN_INS + 1; attempt += 1) statuses.push((await guess(`2001:db8:b:1::${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
