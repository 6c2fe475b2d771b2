import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '#common/api/encryption.ts';
import { createPasswordForm, signUpWithKey } from '#server/test/encryption-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = '\u0000';
const create = (user: TestUser, payload: Record<string, unknown>) => server.request({ method: 'POST', url: '/v1/encryption/create', user, payload });

describe('bad input reaching the database', () => {
  it.each([
    ['a reading id', '/v1/reading/get_reading/abc%00def'],
    ['a card id', '/api/decks/favorite/major%00-0'],
  ])('a NUL byte in %s is a 400 naming the field id, not a 500 from PostgreSQL', async (_case, url) => {
    const user = await signUpWithKey(server);
    const response = await server.request({ method: 'GET', url, user });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field: 'id' });
  });

  it('a broken percent-escape in a path is a 400 in the API’s error shape naming params, before any route runs', async () => {
    const user = await signUpWithKey(server);
    const response = await server.request({ method: 'GET', url: '/v1/reading/get_reading/%F0%9F', user });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'The address is not valid: it holds a broken %-escape.', field: 'params' });
  });

  it.each([
    ['the password hint', 'hint', { hint: `the${NUL}song` }],
    ['the form session id', 'sessionId', { sessionId: `form-${NUL}-session` }],
  ])('a NUL byte in %s of Create Password is a 400 naming %s', async (_case, field, overrides) => {
    const user = await server.signUp();
    const response = await create(user, await createPasswordForm(server, user, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it('a NUL byte in the session id of honeypot-fields is a 400 naming sessionId', async () => {
    const response = await server.request({ method: 'POST', url: '/api/security/honeypot-fields', payload: { sessionId: `form-${NUL}-session` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field: 'sessionId' });
  });
});

describe('validation messages', () => {
  it('the 6-character minimum is the product’s text exactly, without a "password: " prefix', async () => {
    const user = await server.signUp();
    const response = await create(user, await createPasswordForm(server, user, { password: 'five5' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Password must be at least 6 characters long', field: 'password' });
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long');
  });

  it('a limit without a product text is named in English, not as "Invalid input"', async () => {
    const user = await server.signUp();
    const response = await create(user, await createPasswordForm(server, user, { hint: 'h'.repeat(1000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field: 'hint' });
    expect(response.json().message).toMatch(/too big/i);
  });
});
