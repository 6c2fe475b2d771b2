import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, START_OVER_CONFIRMATION } from '#common/api/encryption.ts';
import { KEY_EXISTS_MESSAGE } from '#server/commands/create-encryption-key.ts';
import { UNLOCK_ATTEMPTS } from '#server/commands/unlock-session.ts';
import { account as accountTable } from '#server/db/schema/auth.ts';
import { sessionKey, userKey } from '#server/db/schema/encryption.ts';
import { CREATES_PER_ADDRESS, CREATES_PER_USER, START_OVERS_PER_USER } from './routes.ts';
import { FORM_TOKEN_TTL_MS, issueFormToken } from '#server/security/form-tokens.ts';
import { createPasswordForm, ENCRYPTION_PASSWORD, keyCookieOf, signUpWithKey, withResponseCookies } from '#server/test/encryption-helpers.ts';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const status = async (user: TestUser) => (await server.request({ method: 'GET', url: '/v1/encryption/status', user })).json();
const create = (user: TestUser, payload: Record<string, unknown>, address = clientAddress()) =>
  server.request({ method: 'POST', url: '/v1/encryption/create', user, payload, headers: { 'x-forwarded-for': address } });
const unlock = (user: TestUser, password: string) => server.request({ method: 'POST', url: '/v1/encryption/unlock', user, payload: { password } });
const fields = (sessionId: string) => server.request({ method: 'POST', url: '/api/security/honeypot-fields', payload: { sessionId } }).then((r) => r.json());
const keyRows = (userId: string) => server.services.database.db.select().from(userKey).where(eq(userKey.userId, userId));
const startOver = (user: TestUser, payload: Record<string, unknown>) =>
  server.request({ method: 'POST', url: '/v1/encryption/start-over', user, payload, headers: { 'x-forwarded-for': clientAddress() } });
const profileStatus = async (user: TestUser) => (await server.request({ method: 'GET', url: '/v1/profile/get', user })).statusCode;

describe('POST /api/security/honeypot-fields', () => {
  it('names three hidden fields per form session, the same on every call and different for another session', async () => {
    const first = await fields('session-aaaaaaaa');
    expect(Object.keys(first)).toEqual(['website', 'phone', 'company']);
    expect(await fields('session-aaaaaaaa')).toEqual(first);
    expect(await fields('session-bbbbbbbb')).not.toEqual(first);
  });

  it('answers a missing sessionId with a 400 naming it', async () => {
    const response = await server.request({ method: 'POST', url: '/api/security/honeypot-fields', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('sessionId');
  });
});

describe('POST /v1/encryption/create', () => {
  it('creates the key, unlocks this session and keeps the hint', async () => {
    const user = await server.signUp();
    expect(await status(user)).toEqual({ hasKey: false, unlocked: false, hint: null, cacheKey: null });
    const response = await create(user, await createPasswordForm(server, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const unlocked = withResponseCookies(user, response);
    expect(keyCookieOf(unlocked)).toMatch(/^[\w-]{43}$/);
    expect(await status(unlocked)).toEqual({ hasKey: true, unlocked: true, hint: 'the song', cacheKey: expect.stringMatching(/^[\w-]{43}$/) });
    const [row] = await keyRows(user.id);
    expect(row!.kdfParams).toMatchObject({ algorithm: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 1 });
  });

  it.each([
    ['a filled honeypot', async (user: TestUser) => {
      const form = await createPasswordForm(server, user);
      const honeypot = Object.keys(form).find((name) => name.startsWith('website_'))!;
      return { form: { ...form, [honeypot]: 'https://spam.example' }, field: honeypot };
    }],
    ['a honeypot the client named itself', async (user: TestUser) => ({ form: { ...(await createPasswordForm(server, user)), fax_local1: '555' }, field: 'fax_local1' })],
    ['a wrong challenge answer', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { jsChallenge: '41' }), field: 'jsChallenge' })],
    ['a missing token', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { formToken: '' }), field: 'formToken' })],
    ['an unknown token', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { formToken: 'made-up-token' }), field: 'formToken' })],
    ['an expired token', async (user: TestUser) => {
      const form = await createPasswordForm(server, user);
      const past = new Date(Date.now() - FORM_TOKEN_TTL_MS - 1000);
      const expired = await issueFormToken(server.services.database.db, user.id, form.sessionId, past);
      return { form: { ...form, formToken: expired.formToken, jsChallenge: String(expired.challenge.a + expired.challenge.b) }, field: 'formToken' };
    }],
    ['another form session’s token', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { sessionId: 'someone-elses-form' }), field: 'formToken' })],
    ['no privacy consent', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { privacyPolicyConsent: false }), field: 'privacyPolicyConsent' })],
    ['a hint over 255 characters', async (user: TestUser) => ({ form: await createPasswordForm(server, user, { hint: 'h'.repeat(256) }), field: 'hint' })],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, build) => {
    const user = await server.signUp();
    const { form, field } = await build(user);
    const response = await create(user, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field });
    expect(await keyRows(user.id)).toEqual([]);
  });

  it('refuses a password under 6 characters with the product’s message', async () => {
    const user = await server.signUp();
    const response = await create(user, await createPasswordForm(server, user, { password: 'five5' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'password', message: PASSWORD_TOO_SHORT });
  });

  it('refuses a reused token', async () => {
    const user = await server.signUp();
    const form = await createPasswordForm(server, user);
    expect((await create(user, form)).statusCode).toBe(200);
    await startOver(user, { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD });
    const replay = await create(user, form);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().field).toBe('formToken');
    expect(await keyRows(user.id)).toEqual([]);
  });

  it(`Create Password has no rate limit: past ${CREATES_PER_USER.limit} a minute per user it answers 429 with Retry-After`, async () => {
    const user = await server.signUp();
    const unsent = await createPasswordForm(server, user, { formToken: 'made-up-token' });
    for (let attempt = 0; attempt < CREATES_PER_USER.limit; attempt += 1) expect((await create(user, unsent)).statusCode).toBe(400);
    const limited = await create(user, await createPasswordForm(server, user));
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(CREATES_PER_USER.windowMs / 1000);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', retryAfterSeconds: seconds });
    expect(await keyRows(user.id)).toEqual([]);
  });

  it(`Create Password has no rate limit: past ${CREATES_PER_ADDRESS.limit} a minute per client address it answers 429, and a forged left-most X-Forwarded-For entry does not dodge it`, async () => {
    const address = clientAddress();
    // The client writes any left-most entry it likes; the one trusted proxy appends the address it saw.
    const forwarded = () => `${clientAddress()}, ${address}`;
    for (let account = 0; account < CREATES_PER_ADDRESS.limit / CREATES_PER_USER.limit; account += 1) {
      const user = await server.signUp();
      const unsent = await createPasswordForm(server, user, { formToken: 'made-up-token' });
      for (let attempt = 0; attempt < CREATES_PER_USER.limit; attempt += 1) expect((await create(user, unsent, forwarded())).statusCode).toBe(400);
    }
    const user = await server.signUp();
    const limited = await create(user, await createPasswordForm(server, user), forwarded());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same user from another address is not held back by it.
    expect((await create(user, await createPasswordForm(server, user), clientAddress())).statusCode).toBe(200);
  });

  it('refuses a second create for a user who has a key', async () => {
    const user = await signUpWithKey(server);
    const [before] = await keyRows(user.id);
    const again = await create(user, await createPasswordForm(server, user, { password: 'another password' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KEY_EXISTS_MESSAGE);
    expect(await keyRows(user.id)).toEqual([before]);
  });
});

describe('unlocking', () => {
  it('is locked in a new session until the right password unlocks it', async () => {
    const user = await signUpWithKey(server);
    const later = await server.signIn(user);
    expect(await status(later)).toEqual({ hasKey: true, unlocked: false, hint: 'the song', cacheKey: null });

    const response = await unlock(later, ENCRYPTION_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { cacheKey } = response.json();
    expect(response.json()).toEqual({ hasKey: true, unlocked: true, hint: 'the song', cacheKey: expect.stringMatching(/^[\w-]{43}$/) });
    // The response cache's key lasts as long as this unlock, and is not the cookie's key.
    expect(await status(withResponseCookies(later, response))).toMatchObject({ unlocked: true, cacheKey });
    expect(cacheKey).not.toBe(keyCookieOf(withResponseCookies(later, response)));
    const again = await unlock(later, ENCRYPTION_PASSWORD);
    expect(again.json().cacheKey).not.toBe(cacheKey);
    // The cookie half is needed: the database row alone opens nothing.
    expect(await status(later)).toMatchObject({ unlocked: false, cacheKey: null });
  });

  it('refuses a wrong password with a 400 naming the field', async () => {
    const user = await server.signIn(await signUpWithKey(server));
    const response = await unlock(user, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'wrong_password', field: 'password' });
    expect(await status(user)).toMatchObject({ unlocked: false });
  });

  it(`allows ${UNLOCK_ATTEMPTS} attempts a minute, then answers 429 with the time to wait`, async () => {
    const user = await server.signIn(await signUpWithKey(server));
    for (let attempt = 0; attempt < UNLOCK_ATTEMPTS; attempt += 1) expect((await unlock(user, `guess ${attempt}`)).statusCode).toBe(400);
    const limited = await unlock(user, ENCRYPTION_PASSWORD);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', retryAfterSeconds: seconds });
    expect(await status(user)).toMatchObject({ unlocked: false });
  });

  it('answers unlock for a user without a key with 409', async () => {
    const user = await server.signUp();
    expect((await unlock(user, 'anything')).statusCode).toBe(409);
  });

  it('locks on sign-out: the session’s unlocked key is gone', async () => {
    const user = await signUpWithKey(server);
    const db = server.services.database.db;
    expect(await db.select().from(sessionKey).where(eq(sessionKey.userId, user.id))).toHaveLength(1);
    const logout = await server.request({ method: 'GET', url: '/v1/authentication/logout', user });
    expect(logout.cookies.find((cookie) => cookie.name === 'arcana.key')?.value).toBe('');
    expect(await db.select().from(sessionKey).where(eq(sessionKey.userId, user.id))).toEqual([]);
    expect(await status(await server.signIn(user))).toMatchObject({ hasKey: true, unlocked: false });
  });
});

describe('POST /v1/encryption/start-over', () => {
  it('needs the typed confirmation', async () => {
    const user = await signUpWithKey(server);
    const response = await startOver(user, { confirmation: 'yes', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('confirmation');
    expect(await keyRows(user.id)).toHaveLength(1);
  });

  it('deletes the key and unlocked sessions, says so, and lets the user create a new password', async () => {
    const user = await signUpWithKey(server);
    const response = await startOver(user, { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deletedReadings: 0, deletedShares: 0 });
    const after = withResponseCookies(user, response);
    expect(await status(after)).toEqual({ hasKey: false, unlocked: false, hint: null, cacheKey: null });
    expect((await create(after, await createPasswordForm(server, after))).statusCode).toBe(200);
  });
});

describe('sensitive account changes need the password: starting over', () => {
  it('refuses a missing or wrong account password with a 400 naming password, and deletes nothing', async () => {
    const user = await signUpWithKey(server);
    const other = await server.signIn(user);
    for (const payload of [{ confirmation: START_OVER_CONFIRMATION }, { confirmation: START_OVER_CONFIRMATION, password: `${TEST_PASSWORD}!` }]) {
      const response = await startOver(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field: 'password' });
    }
    expect(await keyRows(user.id)).toHaveLength(1);
    expect(await status(user)).toMatchObject({ hasKey: true, unlocked: true });
    expect(await profileStatus(other)).toBe(200);
  });

  it('with the password, starts over and signs out every other session of the user, and only theirs', async () => {
    const user = await signUpWithKey(server);
    const other = await server.signIn(user);
    const stranger = await server.signUp();
    const response = await startOver(user, { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await keyRows(user.id)).toEqual([]);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(user)).toBe(200);
    expect(await profileStatus(stranger)).toBe(200);
  });

  it('asks no password of an account that signs in only through a provider', async () => {
    const user = await signUpWithKey(server);
    const db = server.services.database.db;
    await db.insert(accountTable).values({ id: randomUUID(), accountId: `github-${user.id}`, providerId: 'github', userId: user.id });
    await db.delete(accountTable).where(and(eq(accountTable.userId, user.id), eq(accountTable.providerId, 'credential')));
    expect((await startOver(user, { confirmation: START_OVER_CONFIRMATION })).statusCode).toBe(200);
    expect(await keyRows(user.id)).toEqual([]);
  });

  it(`allows ${START_OVERS_PER_USER.limit} attempts a minute per user, then a 429 before any password check`, async () => {
    const user = await signUpWithKey(server);
    for (let i = 0; i < START_OVERS_PER_USER.limit; i += 1) {
      expect((await startOver(user, { confirmation: START_OVER_CONFIRMATION, password: 'not it at all' })).statusCode).toBe(400);
    }
    const refused = await startOver(user, { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(await keyRows(user.id)).toHaveLength(1);
  });
});
