import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /v1/profile/get', () => {
  it('returns name, email and an MD5 of the user id', async () => {
    const user = await server.signUp({ name: 'Morgan' });
    const response = await server.request({ method: 'GET', url: '/v1/profile/get', user });
    expect(response.json()).toEqual({
      md5String: createHash('md5').update(user.id).digest('hex'),
      name: 'Morgan',
      email: user.email,
    });
  });
});

describe('GET /v1/profile/is-admin', () => {
  it('is false for an ordinary user', async () => {
    const user = await server.signUp();
    const response = await server.request({ method: 'GET', url: '/v1/profile/is-admin', user });
    expect(response.json()).toEqual({ isAdmin: false });
  });

  it('is true for a user listed in ADMIN_EMAILS, whatever the case of the address', async () => {
    const admin = await server.signUp({ email: ADMIN_EMAIL.toUpperCase() });
    const response = await server.request({ method: 'GET', url: '/v1/profile/is-admin', user: admin });
    expect(response.json()).toEqual({ isAdmin: true });
  });
});
