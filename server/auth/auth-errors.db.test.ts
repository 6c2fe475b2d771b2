import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('better-auth’s unexpected errors reach the redacting logger, not console.error, and a NUL in update-user’s name is a 400', () => {
  it('answers a name carrying NUL with a 400 naming the field, and logs neither the user id nor the value', async () => {
    const user = await server.signUp();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = server.logs.length;

    const response = await server.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { name: 'Ana\u0000Marker' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name', code: 'NAME_HAS_CONTROL_CHARACTERS' });
    expect(consoleError).not.toHaveBeenCalled();
    const lines = server.logs.slice(logged).join('');
    expect(lines).not.toContain(user.id);
    expect(lines).not.toContain('Marker');
  });

  it('sends a failed query inside better-auth to the app’s error handling, without its parameters, never to console.error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = server.logs.length;

    // The token reaches a database lookup as it is, and PostgreSQL refuses the NUL in it.
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-forwarded-for': clientAddress() },
      payload: { newPassword: 'a new long password', token: 'TokenMarker\u0000' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'The request contains a character that cannot be stored.' });
    expect(consoleError).not.toHaveBeenCalled();
    expect(server.logs.slice(logged).join('')).not.toContain('TokenMarker');
  });
});
