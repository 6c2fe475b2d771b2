import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatus } from '#server/db/schema/user-settings.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const statusOf = async (user: TestUser) => {
  const response = await server.request({ method: 'GET', url: '/v1/user-status/get', user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ status: string }>().status;
};
const setEngaged = (user: TestUser) => server.request({ method: 'POST', url: '/v1/user-status/set-engaged', user });
const engagedAt = async (user: TestUser) =>
  (await server.services.database.db.select({ engagedAt: userStatus.engagedAt }).from(userStatus).where(eq(userStatus.userId, user.id)))[0]?.engagedAt;

describe('the user status', () => {
  it(`is NEW for a new user and ENGAGED once set, for that user only, on ${TEST_DB}`, async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    expect(await statusOf(user)).toBe('NEW');
    const response = await setEngaged(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await statusOf(user)).toBe('ENGAGED');
    expect(await statusOf(other)).toBe('NEW');
  });

  it('keeps the first engaged time when set again', async () => {
    const user = await server.signUp();
    await setEngaged(user);
    const first = await engagedAt(user);
    expect(first).toBeInstanceOf(Date);
    expect((await setEngaged(user)).statusCode).toBe(200);
    expect(await engagedAt(user)).toEqual(first);
    expect(await statusOf(user)).toBe('ENGAGED');
  });

  it('refuses set-engaged from outside the app, and both calls without a session', async () => {
    const user = await server.signUp();
    const foreign = await server.app.inject({ method: 'POST', url: '/v1/user-status/set-engaged', headers: { cookie: user.cookie } });
    expect(foreign.statusCode).toBe(403);
    expect(await statusOf(user)).toBe('NEW');
    expect((await server.request({ method: 'GET', url: '/v1/user-status/get' })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/v1/user-status/set-engaged' })).statusCode).toBe(401);
  });
});
