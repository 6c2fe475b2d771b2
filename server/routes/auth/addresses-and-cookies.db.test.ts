import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, loggedLinks, openLink, setCookies, signInRequest, signUpRequest } from '#server/test/auth-requests.ts';
import { createPasswordForm, ENCRYPTION_PASSWORD } from '#server/test/encryption-helpers.ts';
import { startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a server without PUBLIC_URL', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ env: { PUBLIC_URL: undefined, HOST: '127.0.0.1' } });
  });
  afterAll(() => open.close());

  it.each(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'])(
    'npm start: sign-up through %s works, and its confirmation link leads back to the same address',
    async (origin) => {
      const url = new URL(origin);
      const email = `through-${url.hostname.replace(/\W/g, '')}@arcana.test`;
      const signUp = await signUpRequest(open, email, { origin, host: url.host });
      expect(signUp.statusCode).toBe(200);

      const [link] = loggedLinks(open, email);
      expect(link?.origin).toBe(origin);
      const opened = await openLink(open, link!);
      expect(opened.headers.location).toBe('/app/main');
      const profile = await open.request({ method: 'GET', url: '/v1/profile/get', headers: { origin, host: url.host, cookie: cookieHeader(opened) } });
      expect(profile.json()).toMatchObject({ email });
    },
  );

  it('refuses an address it does not listen on, saying why', async () => {
    const refused = await signUpRequest(open, 'elsewhere@arcana.test', { origin: 'http://tarot.example:3000', host: 'tarot.example:3000' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toEqual(expect.any(String));
  });
});

/** Confirms, signs in and unlocks through `target`, returning every Set-Cookie on the way. */
async function cookiesOfAJourney(target: TestServer, email: string): Promise<string[]> {
  await signUpRequest(target, email);
  const confirmed = await openLink(target, loggedLinks(target, email)[0]!);
  const signIn = await signInRequest(target, email, TEST_PASSWORD);
  const user = { id: '', email, name: 'Seeker', cookie: cookieHeader(signIn) };
  const created = await target.request({ method: 'POST', url: '/v1/encryption/create', user, payload: await createPasswordForm(target, user) });
  const unlock = await target.request({ method: 'POST', url: '/v1/encryption/unlock', user, payload: { password: ENCRYPTION_PASSWORD } });
  expect([confirmed.statusCode, signIn.statusCode, created.statusCode, unlock.statusCode]).toEqual([302, 200, 200, 200]);
  return [confirmed, signIn, created, unlock].flatMap(setCookies);
}

describe('cookies use the `__Host-` prefix when PUBLIC_URL is https', () => {
  it('names every cookie __Host- and makes it Secure, Path=/ and host-only over HTTPS', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://tarot.example.test' } });
    try {
      const cookies = await cookiesOfAJourney(https, 'https-cookies@arcana.test');
      expect(cookies.length).toBeGreaterThanOrEqual(4);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Host-/);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; Path=\/(;|$)/);
        expect(cookie).not.toMatch(/; Domain=/i);
      }
    } finally {
      await https.close();
    }
  });

  it('keeps the plain names over HTTP, so http://localhost keeps working', async () => {
    const cookies = await cookiesOfAJourney(server, 'http-cookies@arcana.test');
    const names = new Set(cookies.map((cookie) => cookie.slice(0, cookie.indexOf('='))));
    expect(names).toEqual(new Set(['better-auth.session_token', 'arcana.known', 'arcana.key']));
    for (const cookie of cookies) expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe('session and key cookies are SameSite=Strict', () => {
  it('sets every session and key cookie of a sign-up, confirmation, sign-in and unlock SameSite=Strict', async () => {
    const cookies = await cookiesOfAJourney(server, 'strict-cookies@arcana.test');
    expect(cookies.length).toBeGreaterThanOrEqual(4);
    for (const cookie of cookies) expect(cookie, cookie.slice(0, cookie.indexOf('='))).toMatch(/; SameSite=Strict(;|$)/i);
  });
});
