import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedLinks, setCookies, signUpRequest } from '#server/test/auth-requests.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WEBMAIL_CLICK = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

describe('a confirmation link never switches accounts, even clicked on another site', () => {
  it('answers a click from another site with our page that opens the same link again, confirming nothing yet', async () => {
    const email = `bounce-${crypto.randomUUID()}@arcana.test`;
    await signUpRequest(server, email);
    const { pathname, search, host } = new URL(loggedLinks(server, email)[0]!);
    const target = `${pathname}${search}`;
    const bounced = await server.app.inject({ method: 'GET', url: target, headers: { ...WEBMAIL_CLICK, host } });
    expect(bounced.statusCode).toBe(200);
    expect(bounced.headers['content-type']).toContain('text/html');
    expect(bounced.headers['cache-control']).toBe('no-store');
    expect(setCookies(bounced)).toEqual([]);
    const escaped = target.replaceAll('&', '&amp;');
    expect(bounced.body).toContain(`<meta http-equiv="refresh" content="0;url=${escaped}">`);
    expect(bounced.body).toContain(`<a href="${escaped}">Continue</a>`);

    const own = await server.app.inject({ method: 'GET', url: target, headers: { ...WEBMAIL_CLICK, 'sec-fetch-site': 'same-origin', host } });
    expect(own.statusCode).toBe(302);
  });

  it('escapes a link that tries to break out of the page', async () => {
    const bounced = await server.app.inject({ method: 'GET', url: '/api/auth/verify-email?token="><script>alert(1)</script>', headers: WEBMAIL_CLICK });
    expect(bounced.body).not.toContain('<script>');
  });
});
