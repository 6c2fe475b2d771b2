import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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

  it('puts every /v1 route except the logout navigation behind the session check', () => {
    const open = server.routes.filter((route) => route.url.startsWith('/v1/') && !route.config?.requiresSession).map((route) => route.url);
    expect(new Set(open)).toEqual(new Set(['/v1/authentication/logout']));
  });

  it('signs a user up and keeps them signed in with the session cookie', async () => {
    const user = await server.signUp({ name: 'Ada' });
    const response = await server.request({ method: 'GET', url: '/v1/profile/get', user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada', email: user.email });
  });

  it('refuses a taken email, a wrong password and a weak password with clear codes', async () => {
    const user = await server.signUp();
    const taken = await server.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: user.email, name: 'Again', password: TEST_PASSWORD } });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toMatch(/^USER_ALREADY_EXISTS/);

    const wrong = await server.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'not the password' } });
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

  it('logs out: ends the session, clears the cookie and redirects to /demo', async () => {
    const user = await server.signUp();
    const logout = await server.request({ method: 'GET', url: '/v1/authentication/logout', user });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/demo');
    expect(logout.cookies.find((cookie) => cookie.name === 'better-auth.session_token')?.value).toBe('');

    const after = await server.request({ method: 'GET', url: '/v1/profile/get', user });
    expect(after.statusCode).toBe(401);
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
