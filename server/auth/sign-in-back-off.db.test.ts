import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRequest } from '#server/test/auth-requests.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';
import { KNOWN_BROWSER_COOKIE } from './known-browser.ts';
import { beginSignIn, FAILED_SIGN_INS, FAILED_SIGN_INS_CODE, failedSignInsMessage, MAX_BACK_OFF_SECONDS, settleSignIn } from './sign-in-back-off.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WRONG = 'a wrong guess';
const db = () => server.services.database.db;
const unknownEmail = () => `nobody-${randomUUID()}@arcana.test`;

/** Apart by more than the longest back-off, so each is let through. */
const SPACING_MS = (MAX_BACK_OFF_SECONDS + 1) * 1000;

/** `failures` wrong passwords for `email`, settled as better-auth answers them, the last one just now. */
async function failSignIns(email: string, failures: number): Promise<void> {
  const last = Date.now() - 1;
  for (let failure = 1; failure <= failures; failure += 1) {
    const begun = await beginSignIn(db(), email, last - (failures - failure) * SPACING_MS);
    if (!('attempt' in begun)) throw new Error(`failure ${failure} was refused`);
    await settleSignIn(db(), begun.attempt, { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
  }
}

/** The back-off `email` is in at `now`, asked without counting an attempt. */
async function waitAt(email: string, now: number): Promise<number> {
  const begun = await beginSignIn(db(), email, now);
  if ('wait' in begun) return begun.wait;
  // Settled as an answer given before any password check: no failure.
  await settleSignIn(db(), begun.attempt, { status: 400, code: undefined });
  return 0;
}

/** Checks a 429 is the account's back-off, naming the same wait in its message and both retry headers. */
function expectBackOff(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(MAX_BACK_OFF_SECONDS);
  expect(response.headers['x-retry-after']).toBe(String(seconds));
  expect(response.json()).toEqual({ code: FAILED_SIGN_INS_CODE, message: failedSignInsMessage(seconds) });
}

describe(`No per-account throttle on failed sign-ins: failed sign-ins slow the account, never lock it (${TEST_DB})`, () => {
  it('lets five wrong passwords through from any addresses, then answers inside the back-off with a 429 naming the wait, without checking the password', async () => {
    const user = await server.signUp();
    const statuses = [];
    for (let attempt = 0; attempt <= FAILED_SIGN_INS.limit; attempt += 1) statuses.push((await signInRequest(server, user.email, WRONG)).statusCode);
    expect(statuses).toEqual(Array(FAILED_SIGN_INS.limit + 1).fill(401));
    expectBackOff(await signInRequest(server, user.email, WRONG));
    // The right password gets the same answer: inside the back-off no password is checked.
    expectBackOff(await signInRequest(server, ` ${user.email.toUpperCase()}`, TEST_PASSWORD));
  });

  it('holds the back-off on every spelling of the sign-in path better-auth answers', async () => {
    const email = unknownEmail();
    await failSignIns(email, FAILED_SIGN_INS.limit + 1);
    for (const url of ['/api/auth/./sign-in/email', '/api/auth/x/../sign-in/email', '/api/auth/sign-in/email?x=1']) {
      expectBackOff(await server.request({ method: 'POST', url, headers: { 'x-forwarded-for': clientAddress() }, payload: { email, password: WRONG } }));
    }
  });

  it('doubles the back-off with each further failure and never makes it longer than a minute', async () => {
    const email = unknownEmail();
    const start = Date.now() - 14 * 60_000;
    const waits = [];
    for (let failure = 1; failure <= FAILED_SIGN_INS.limit + 7; failure += 1) {
      const at = start + failure * SPACING_MS;
      const begun = await beginSignIn(db(), email, at);
      if (!('attempt' in begun)) throw new Error(`failure ${failure} was refused`);
      await settleSignIn(db(), begun.attempt, { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
      waits.push(await waitAt(email, at));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 5, 10, 20, 40, MAX_BACK_OFF_SECONDS, MAX_BACK_OFF_SECONDS, MAX_BACK_OFF_SECONDS]);
  });

  it('counts and answers an address without an account exactly like one with', async () => {
    const email = unknownEmail();
    const statuses = [];
    for (let attempt = 0; attempt <= FAILED_SIGN_INS.limit; attempt += 1) statuses.push((await signInRequest(server, email, WRONG)).statusCode);
    expect(statuses).toEqual(Array(FAILED_SIGN_INS.limit + 1).fill(401));
    expectBackOff(await signInRequest(server, email, WRONG));
  });

  it('forgets the failures when the right password is given', async () => {
    const user = await server.signUp();
    await failSignIns(user.email, FAILED_SIGN_INS.limit);
    expect((await signInRequest(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt <= FAILED_SIGN_INS.limit; attempt += 1) statuses.push((await signInRequest(server, user.email, WRONG)).statusCode);
    expect(statuses).toEqual(Array(FAILED_SIGN_INS.limit + 1).fill(401));
  });

  it('gives guesses sent at once from many addresses one attempt per back-off between them', async () => {
    const email = unknownEmail();
    await failSignIns(email, FAILED_SIGN_INS.limit);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signInRequest(server, email, WRONG)));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('lets a browser that signed in to the account before past the back-off, so guessing at every back-off’s end cannot keep the owner out', async () => {
    const user = await server.signUp();
    const first = await signInRequest(server, user.email, TEST_PASSWORD);
    const known = first.cookies.find((cookie) => cookie.name === KNOWN_BROWSER_COOKIE);
    expect(known).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    await failSignIns(user.email, FAILED_SIGN_INS.limit + 5);

    expectBackOff(await signInRequest(server, user.email, TEST_PASSWORD));
    const signIn = (cookie: string) =>
      server.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': clientAddress(), cookie }, payload: { email: user.email, password: TEST_PASSWORD } });
    // Another account's cookie, or a made-up one, is no pass.
    expectBackOff(await signIn(`${KNOWN_BROWSER_COOKIE}=${'A'.repeat(43)}`));
    expect((await signIn(`${KNOWN_BROWSER_COOKIE}=${known!.value}`)).statusCode).toBe(200);
    // Signing in cleared the failures for every browser.
    expect((await signInRequest(server, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
