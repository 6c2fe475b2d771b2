import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { TEST_DB } from '#server/test/test-database.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the HTTP application', () => {
  it('answers /healthz once the database answers, naming which database it runs on', async () => {
    const response = await server.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: TEST_DB });
  });

  it('serves the SPA for any page path, so the client router decides where it goes', async () => {
    for (const url of ['/', '/demo', '/app/main/no-such-page', '/no/such/page?x=1']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API routes with a JSON 404, not the SPA', async () => {
    for (const url of ['/v1/no-such-call', '/api/no-such-call', '/webhooks/nobody']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('sends security headers with a Content-Security-Policy that allows only its own scripts', async () => {
    const response = await server.request({ method: 'GET', url: '/demo' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers malformed JSON with a 400 naming the body, never a 500', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field: 'body' });
  });

  it('keeps passwords and session tokens out of the log', async () => {
    const user = await server.signUp();
    await server.request({ method: 'GET', url: '/v1/profile/get', user });
    const log = server.logs.join('');
    expect(log).toContain('/v1/profile/get');
    expect(log).not.toContain('correct horse battery');
    expect(log).not.toContain(user.cookie.split('=')[1]!.split(';')[0]!);
  });
});
