import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_PASSWORD_PAGE_PATH } from '#common/api/auth.ts';
import { user as authUser } from '#server/db/schema/auth.ts';
import { cookieHeader, loggedLinks, loggedResetLinks, openLink, requestReset, signInRequest, signUpRequest } from '#server/test/auth-requests.ts';
import { ADMIN_EMAIL, clientAddress, startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';

/** better-auth's rate-limit window for sign-in and sign-up, in seconds. */
const SIGN_IN_WINDOW_S = 10;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isAdminOf = async (cookie: string) => (await server.request({ method: 'GET', url: '/v1/profile/is-admin', headers: { cookie } })).json();

/** The shape of a JSON value: its keys and the types of their values, recursively; ids and dates drop out. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

describe('sessions', () => {
  it('refuses every session route without a session, with a JSON 401', async () => {
    const guarded = server.routes.filter((route) => route.config?.requiresSession);
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    for (const route of guarded) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        const response = await server.request({ method: method as InjectOptions['method'], url: route.url.replace(/:(\w+)/g, '1') });
        expect({ method, url: route.url, status: response.statusCode }).toEqual({ method, url: route.url, status: 401 });
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      }
    }
  });

  it('puts every /v1 route except the logout navigation, the sign-in page settings, the public try reading and the share links behind the session check', () => {
    const open = server.routes.filter((route) => route.url.startsWith('/v1/') && !route.config?.requiresSession).map((route) => route.url);
    expect(new Set(open)).toEqual(
      new Set([
        '/v1/authentication/logout',
        '/v1/auth/config',
        '/v1/try-reading',
        '/v1/share/get/:readingId/:uuid',
        '/v1/share/hit/:id',
        '/v1/share/image/:readingId/:uuid',
      ]),
    );
  });

  it('signs a user up and keeps them signed in with the session cookie', async () => {
    const user = await server.signUp({ name: 'Ada' });
    const response = await server.request({ method: 'GET', url: '/v1/profile/get', user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada', email: user.email });
  });

  it('refuses a wrong password and a weak password with clear codes', async () => {
    const user = await server.signUp();
    const wrong = await signInRequest(server, user.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const weak = await server.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'weak@arcana.test', name: 'Weak', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('rate limits sign-in guessing per client address', async () => {
    const user = await server.signUp();
    const guess = (address: string) =>
      server.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': address },
        payload: { email: user.email, password: 'a wrong guess' },
      });
    const attacker = clientAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await guess(attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await guess(clientAddress())).statusCode).toBe(401);
  });

  it('After three wrong sign-ins the form says to wait a minute, but signing in works again after ~10 s: say the real wait', async () => {
    const user = await server.signUp();
    const attacker = clientAddress();
    let refused: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      refused = await server.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': attacker },
        payload: { email: user.email, password: 'a wrong guess' },
      });
    }
    expect(refused?.statusCode).toBe(429);
    // The client reads the real wait (seconds) from this header; better-auth's sign-in window is 10 s.
    const retryAfter = Number(refused?.headers['x-retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_S);
  });

  it('logs out: ends the session, clears the cookie and redirects to /demo', async () => {
    const user = await server.signUp();
    const logout = await server.request({ method: 'GET', url: '/v1/authentication/logout', user });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/demo');
    expect(logout.cookies.find((cookie) => cookie.name === 'better-auth.session_token')?.value).toBe('');

    const after = await server.request({ method: 'GET', url: '/v1/profile/get', user });
    expect(after.statusCode).toBe(401);
  });

  it('send Clear-Site-Data on sign-out', async () => {
    const user = await server.signUp();
    const logout = await server.request({ method: 'GET', url: '/v1/authentication/logout', user });
    expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');
  });

  it('sends a signed-out visitor of the logout link to /demo too', async () => {
    const response = await server.request({ method: 'GET', url: '/v1/authentication/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo');
  });

  it('refuses state-changing requests from another site', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'evil@arcana.test', name: 'Evil', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('email confirmation', () => {
  it('tells the sign-in page whether a mail server sends the links', async () => {
    const response = await server.request({ method: 'GET', url: '/v1/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mail: false });
  });

  it('writes the confirmation link to the log when no mail server is set up, and the link signs the account in', async () => {
    const email = 'logged-link@arcana.test';
    const signUp = await signUpRequest(server, email);
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toMatchObject({ token: null, user: { email, emailVerified: false } });
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const [link] = loggedLinks(server, email);
    expect(link?.pathname).toBe('/api/auth/verify-email');
    const opened = await openLink(server, link!);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/app/main');
    const profile = await server.request({ method: 'GET', url: '/v1/profile/get', headers: { cookie: cookieHeader(opened) } });
    expect(profile.json()).toMatchObject({ email });
  });

  it('answers the right password of an unconfirmed account with "confirm your email first" and sends a new link', async () => {
    const email = 'unconfirmed@arcana.test';
    await signUpRequest(server, email);
    const signIn = await signInRequest(server, email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(loggedLinks(server, email)).toHaveLength(2);
  });
});

describe('Sign-up and sign-in must not reveal whether an email is registered (same message and status)', () => {
  it('answers a sign-up with a registered email exactly like one with a new email', async () => {
    const owner = await server.signUp();
    const linksBefore = loggedLinks(server, owner.email).length;
    const taken = await signUpRequest(server, owner.email);
    const fresh = await signUpRequest(server, 'never-seen@arcana.test');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json()).toMatchObject({ token: null, user: { email: owner.email, emailVerified: false } });
    expect(taken.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);
    // Only the owner hears of it (by email, or here in the log), and without a link that signs anyone in.
    const notices = server.logs.map((line) => JSON.parse(line) as { to?: string; msg: string }).filter((entry) => entry.to === owner.email);
    expect(notices.at(-1)?.msg).toMatch(/already has an account/);
    expect(loggedLinks(server, owner.email)).toHaveLength(linksBefore);
  });

  it('answers a sign-in with an unknown email exactly like one with a wrong password', async () => {
    const user = await server.signUp();
    const wrongPassword = await signInRequest(server, user.email, 'not the password');
    const unknownEmail = await signInRequest(server, 'nobody-here@arcana.test', 'not the password');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });
});

describe('Sign-in and sign-up show only the first error, in a box under the fields: a forgotten-password flow', () => {
  it('answers a reset request for a known address exactly like one for an unknown address', async () => {
    const user = await server.signUp();
    const known = await requestReset(server, user.email);
    const unknown = await requestReset(server, 'nobody-resets@arcana.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['set-cookie']).toEqual(known.headers['set-cookie']);
    expect(loggedResetLinks(server, user.email)).toHaveLength(1);
    expect(loggedResetLinks(server, 'nobody-resets@arcana.test')).toHaveLength(0);
  });

  it('writes a link to the reset page to the log; the new password set with its token then signs in and the old one no longer does', async () => {
    const user = await server.signUp();
    await requestReset(server, user.email);
    const [link] = loggedResetLinks(server, user.email);
    expect(link?.pathname).toBe(RESET_PASSWORD_PAGE_PATH);
    const token = link!.searchParams.get('token');
    expect(token).toEqual(expect.any(String));

    const newPassword = 'a brand new password';
    const reset = await server.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword, token } });
    expect(reset.statusCode).toBe(200);
    expect((await signInRequest(server, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInRequest(server, user.email, newPassword)).statusCode).toBe(200);
    // The old session is gone too, and the link works once.
    expect((await server.request({ method: 'GET', url: '/v1/profile/get', user })).statusCode).toBe(401);
    const again = await server.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'yet another password', token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });
});

describe('ADMIN_EMAILS grants admin only to a verified address', () => {

  it('gives no session to whoever signs up with an admin address, admin to its owner once confirmed, and none to an unconfirmed session', async () => {
    const squatter = await signUpRequest(server, ADMIN_EMAIL);
    expect(squatter.headers['set-cookie']).toBeUndefined();
    expect((await signInRequest(server, ADMIN_EMAIL, TEST_PASSWORD)).statusCode).toBe(403);

    const [link] = loggedLinks(server, ADMIN_EMAIL);
    const owner = cookieHeader(await openLink(server, link!));
    expect(await isAdminOf(owner)).toEqual({ isAdmin: true });

    // A session on an address nobody confirmed (an OAuth provider that does not vouch for it) is not admin.
    await server.services.database.db.update(authUser).set({ emailVerified: false }).where(eq(authUser.email, ADMIN_EMAIL));
    expect(await isAdminOf(owner)).toEqual({ isAdmin: false });
  });
});
