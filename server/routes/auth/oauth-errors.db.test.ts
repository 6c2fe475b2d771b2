import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { GITHUB_CLIENT_ID: 'github-client-id', GITHUB_CLIENT_SECRET: 'github-client-secret' } });
});
afterAll(() => server.close());

describe('a failed OAuth sign-in', () => {
  it('comes back from the provider to the sign-in page with the error, never to better-auth’s own error page', async () => {
    // As the browser arrives from GitHub: a cross-site navigation carrying a state this server never issued.
    const response = await server.request({
      method: 'GET',
      url: '/api/auth/callback/github?code=made-up&state=never-issued',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toMatch(/state/i);
    console.log(`OAuth callback with an unknown state: 302 to ${location.pathname}?error=${location.searchParams.get('error')}`);
  });
});
