import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '#common/limits.ts';
import { account, session, user as userTable } from '#server/db/schema/auth.ts';
import { emailSubscription } from '#server/db/schema/email-subscriptions.ts';
import { WRONG_ACCOUNT_PASSWORD } from '#server/profile/account-password.ts';
import { FRESH_SESSION_MS, NO_PASSWORD_TO_CONFIRM, PASSWORD_NEEDED_AGAIN } from '#server/profile/fresh-session.ts';
import { NOT_AN_EMAIL } from '#server/profile/email-subscription.ts';
import { LAST_SIGN_IN_METHOD } from '#server/profile/unlink.ts';
import { ADMIN_EMAIL, clientAddress, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { CONFIRMATIONS_PER_USER, DELETIONS_PER_USER, SUBSCRIPTIONS_PER_USER } from './routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, user?: TestUser) => server.request({ method: 'GET', url, user });
const db = () => server.services.database.db;

/** Links an OAuth provider to the account, as better-auth's callback does. */
async function linkProvider(user: TestUser, providerId: string): Promise<void> {
  await db().insert(account).values({ id: randomUUID(), accountId: `${providerId}-${user.id}`, providerId, userId: user.id });
}

const signInWith = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': clientAddress() }, payload: { email, password } });

const subscriptionsOf = (user: TestUser) => db().select().from(emailSubscription).where(eq(emailSubscription.userId, user.id));

const userExists = async (user: TestUser) => (await db().select().from(userTable).where(eq(userTable.id, user.id))).length === 1;

const post = (url: string, user: TestUser, payload: Record<string, unknown>, address = clientAddress()) =>
  server.request({ method: 'POST', url, user, headers: { 'x-forwarded-for': address }, payload });

const deleteAccount = (user: TestUser, payload: Record<string, unknown>) => post('/v1/profile/delete', user, payload);

const confirmPassword = (user: TestUser, password: string) => post('/v1/profile/confirm-password', user, { password });

/** Ages the user's sessions past FRESH_SESSION_MS, as if they signed in an hour ago. */
async function staleSessions(user: TestUser): Promise<void> {
  await db().update(session).set({ createdAt: new Date(Date.now() - FRESH_SESSION_MS - 60 * 60_000) }).where(eq(session.userId, user.id));
}

/** Leaves the account with OAuth sign-ins only: no password to ask for. */
async function dropPassword(user: TestUser): Promise<void> {
  await db().delete(account).where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
}

describe('GET /v1/profile/get', () => {
  it('returns name, email, an MD5 of the user id, when the account was created and its sign-in methods', async () => {
    const user = await server.signUp({ name: 'Morgan' });
    const [row] = await db().select({ createdAt: userTable.createdAt }).from(userTable).where(eq(userTable.id, user.id));
    const response = await get('/v1/profile/get', user);
    expect(response.json()).toEqual({
      md5String: createHash('md5').update(user.id).digest('hex'),
      name: 'Morgan',
      email: user.email,
      memberSince: row!.createdAt.getTime(),
      providers: ['credential'],
    });
  });

  it('lists linked providers in SIGN_IN_PROVIDERS order and leaves out any it does not offer', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'github');
    await linkProvider(user, 'passkey');
    await linkProvider(user, 'google');
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['credential', 'google', 'github']);
  });

  it('is 401 when signed out', async () => {
    expect((await get('/v1/profile/get')).statusCode).toBe(401);
  });
});

describe('GET /v1/profile/is-admin', () => {
  it('is false for an ordinary user', async () => {
    const user = await server.signUp();
    const response = await get('/v1/profile/is-admin', user);
    expect(response.json()).toEqual({ isAdmin: false });
  });

  it('is true for a user listed in ADMIN_EMAILS, whatever the case of the address', async () => {
    const admin = await server.signUp({ email: ADMIN_EMAIL.toUpperCase() });
    const response = await get('/v1/profile/is-admin', admin);
    expect(response.json()).toEqual({ isAdmin: true });
  });
});

describe('GET /v1/profile/totals', () => {
  it('is all zero for a new account', async () => {
    const user = await server.signUp();
    const response = await get('/v1/profile/totals', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ readingsDrawn: 0, readingsSaved: 0, activeShares: 0 });
  });

  it('is 401 when signed out', async () => {
    expect((await get('/v1/profile/totals')).statusCode).toBe(401);
  });
});

describe('GET /v1/profile/unlink/{provider}', () => {
  it('answers a provider it does not know with a 400 naming provider', async () => {
    const user = await server.signUp();
    const response = await get('/v1/profile/unlink/facebook', user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field: 'provider' });
  });

  it('answers a provider the account has not linked with a 404', async () => {
    const user = await server.signUp();
    const response = await get('/v1/profile/unlink/google', user);
    expect(response.statusCode).toBe(404);
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['credential']);
  });

  it('refuses to remove the last way to sign in with a 409 that says what to do', async () => {
    const user = await server.signUp();
    const response = await get('/v1/profile/unlink/credential', user);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'last_sign_in_method', message: LAST_SIGN_IN_METHOD });
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('removes the password sign-in once another method is linked, then keeps the last one', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'google');
    const response = await get('/v1/profile/unlink/credential', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['google']);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).not.toBe(200);
    expect((await get('/v1/profile/unlink/google', user)).statusCode).toBe(409);
  });

  it('only ever touches the caller’s own sign-in methods', async () => {
    const owner = await server.signUp();
    await linkProvider(owner, 'github');
    const other = await server.signUp();
    expect((await get('/v1/profile/unlink/github', other)).statusCode).toBe(404);
    expect((await get('/v1/profile/get', owner)).json().providers).toEqual(['credential', 'github']);
  });

  it('is 401 when signed out', async () => {
    expect((await get('/v1/profile/unlink/google')).statusCode).toBe(401);
  });
});

describe('sensitive account changes need the password: unlinking a sign-in method needs a fresh session', () => {
  const PASSWORD_NEEDED = { error: 'password_needed', message: PASSWORD_NEEDED_AGAIN, field: 'password' };

  it('refuses a session signed in long ago with a 403 asking for the password, and unlinks nothing', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'google');
    await staleSessions(user);
    for (const provider of ['google', 'credential']) {
      const response = await get(`/v1/profile/unlink/${provider}`, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PASSWORD_NEEDED);
    }
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['credential', 'google']);
  });

  it('keeps refusing after a wrong password, and unlinks once the right one is confirmed', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'google');
    await staleSessions(user);
    const wrong = await confirmPassword(user, `${TEST_PASSWORD}!`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'bad_request', message: WRONG_ACCOUNT_PASSWORD, field: 'password' });
    expect((await get('/v1/profile/unlink/google', user)).statusCode).toBe(403);
    const right = await confirmPassword(user, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true });
    const response = await get('/v1/profile/unlink/google', user);
    expect(response.statusCode).toBe(200);
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['credential']);
  });

  it('refreshes only the session that confirmed, and keeps it signed in as long as before', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'google');
    const other = await server.signIn(user);
    await staleSessions(user);
    const expiries = async () =>
      (await db().select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, user.id))).map((row) => row.expiresAt.getTime()).toSorted();
    const before = await expiries();
    expect((await confirmPassword(user, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await get('/v1/profile/unlink/google', other)).statusCode).toBe(403);
    expect(await expiries()).toEqual(before);
  });

  it('asks nothing of an account without a password, which has none to confirm', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'google');
    await linkProvider(user, 'github');
    await dropPassword(user);
    await staleSessions(user);
    const refused = await confirmPassword(user, TEST_PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'no_account_password', message: NO_PASSWORD_TO_CONFIRM });
    expect((await get('/v1/profile/unlink/github', user)).statusCode).toBe(200);
    expect((await get('/v1/profile/get', user)).json().providers).toEqual(['google']);
  });

  it(`allows ${CONFIRMATIONS_PER_USER.limit} password confirmations a minute per user, then a 429 before any password check`, async () => {
    const user = await server.signUp();
    for (let i = 0; i < CONFIRMATIONS_PER_USER.limit; i += 1) expect((await confirmPassword(user, 'not it at all')).statusCode).toBe(400);
    const refused = await confirmPassword(user, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('is 401 when signed out', async () => {
    const response = await server.request({ method: 'POST', url: '/v1/profile/confirm-password', payload: { password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /v1/api/email/subscribe/{email}', () => {
  it('stores the address lower-cased, once however often it is sent, and never logs it', async () => {
    const user = await server.signUp();
    const address = `News.Reader.${randomUUID().slice(0, 8)}@Example.COM`;
    for (let i = 0; i < 2; i += 1) {
      const response = await get(`/v1/api/email/subscribe/${encodeURIComponent(address)}`, user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, email: address.toLowerCase() });
    }
    expect((await subscriptionsOf(user)).map((row) => row.email)).toEqual([address.toLowerCase()]);
    const log = server.logs.join('');
    expect(log).toContain('/v1/api/email/subscribe/[redacted]');
    expect(log.toLowerCase()).not.toContain(address.toLowerCase());
  });

  it('answers something that is not an email address with a 400 naming email, in words a person can act on', async () => {
    const user = await server.signUp();
    for (const bad of ['not-an-address', 'two@@example.com', 'name@', '@example.com']) {
      const response = await get(`/v1/api/email/subscribe/${encodeURIComponent(bad)}`, user);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: NOT_AN_EMAIL, field: 'email' });
    }
    const tooLong = `${'a'.repeat(250)}@example.com`;
    const response = await get(`/v1/api/email/subscribe/${tooLong}`, user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email' });
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it(`allows ${SUBSCRIPTIONS_PER_USER.limit} subscriptions an hour per user, then a 429`, async () => {
    const user = await server.signUp();
    for (let i = 0; i < SUBSCRIPTIONS_PER_USER.limit; i += 1) {
      expect((await get(`/v1/api/email/subscribe/limit-${i}-${user.id}@example.com`, user)).statusCode).toBe(200);
    }
    const refused = await get(`/v1/api/email/subscribe/one-more-${user.id}@example.com`, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect((await get(`/v1/api/email/subscribe/other-${user.id}@example.com`, await server.signUp())).statusCode).toBe(200);
  });

  it('is 401 when signed out', async () => {
    expect((await get('/v1/api/email/subscribe/name@example.com')).statusCode).toBe(401);
  });
});

describe('POST /v1/profile/delete', () => {
  it('needs the phrase typed exactly: a 400 naming confirmation otherwise', async () => {
    const user = await server.signUp();
    for (const confirmation of ['delete', 'DELETE ', '']) {
      const response = await deleteAccount(user, { confirmation, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', field: 'confirmation' });
    }
    expect(await userExists(user)).toBe(true);
  });

  it('needs the account password when the account has one: a 400 naming password when missing or wrong', async () => {
    const user = await server.signUp();
    const missing = await deleteAccount(user, { confirmation: 'DELETE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'bad_request', field: 'password' });
    const wrong = await deleteAccount(user, { confirmation: 'DELETE', password: `${TEST_PASSWORD}!` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'bad_request', message: WRONG_ACCOUNT_PASSWORD, field: 'password' });
    expect(await userExists(user)).toBe(true);
    expect((await get('/v1/profile/get', user)).statusCode).toBe(200);
  });

  it('deletes the account, clears the session cookie and ends the session; the password no longer signs in', async () => {
    const user = await server.signUp();
    const response = await deleteAccount(user, { confirmation: 'DELETE', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const sessionCookie = user.cookie.split('; ')[0]!.split('=')[0]!;
    const cleared = response.cookies.find((cookie) => cookie.name === sessionCookie);
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await userExists(user)).toBe(false);
    expect((await get('/v1/profile/get', user)).statusCode).toBe(401);
    expect((await deleteAccount(user, { confirmation: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).not.toBe(200);
  });

  it('asks no password of an account that signs in only through a provider', async () => {
    const user = await server.signUp();
    await linkProvider(user, 'github');
    await db().delete(account).where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
    const response = await deleteAccount(user, { confirmation: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(await userExists(user)).toBe(false);
  });

  it('removes only the caller: another signed-in user is untouched', async () => {
    const caller = await server.signUp();
    const other = await server.signUp();
    expect((await deleteAccount(caller, { confirmation: 'DELETE', password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await userExists(other)).toBe(true);
    expect((await get('/v1/profile/get', other)).json().email).toBe(other.email);
  });

  it(`allows ${DELETIONS_PER_USER.limit} attempts a minute per user, then a 429 before any password check`, async () => {
    const user = await server.signUp();
    for (let i = 0; i < DELETIONS_PER_USER.limit; i += 1) {
      expect((await deleteAccount(user, { confirmation: 'DELETE', password: 'not it at all' })).statusCode).toBe(400);
    }
    const refused = await deleteAccount(user, { confirmation: 'DELETE', password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await userExists(user)).toBe(true);
  });

  it('is 401 when signed out', async () => {
    expect((await server.request({ method: 'POST', url: '/v1/profile/delete', payload: { confirmation: 'DELETE' } })).statusCode).toBe(401);
  });
});

describe('changing the name and the account password (better-auth, through our server)', () => {
  it('changes the display name, and refuses one over NAME_MAX_LENGTH with a 400 naming name', async () => {
    const user = await server.signUp();
    expect((await post('/api/auth/update-user', user, { name: 'Rowan Vale' })).statusCode).toBe(200);
    expect((await get('/v1/profile/get', user)).json().name).toBe('Rowan Vale');
    const tooLong = await post('/api/auth/update-user', user, { name: 'x'.repeat(NAME_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'name' });
    expect((await get('/v1/profile/get', user)).json().name).toBe('Rowan Vale');
  });

  it('changes the account password: the new one signs in, the old one no longer does', async () => {
    const user = await server.signUp();
    const newPassword = 'a brand new passphrase';
    const response = await post('/api/auth/change-password', user, { currentPassword: TEST_PASSWORD, newPassword, revokeOtherSessions: true });
    expect(response.statusCode).toBe(200);
    expect((await signInWith(user.email, newPassword)).statusCode).toBe(200);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).not.toBe(200);
  });

  it('limits password changes from one address (better-auth: 3 per 10 seconds), so they cannot guess the current one', async () => {
    const user = await server.signUp();
    const address = clientAddress();
    const attempt = () => post('/api/auth/change-password', user, { currentPassword: 'a wrong guess', newPassword: 'whatever it is now', revokeOtherSessions: false }, address);
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).not.toBe(429);
    expect((await attempt()).statusCode).toBe(429);
  });
});
