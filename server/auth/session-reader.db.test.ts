import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '#server/db/schema/auth.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { verifiedToken } from './session-reader.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.database.db;
const points = (user: Pick<TestUser, 'cookie'>) => server.request({ method: 'GET', url: '/v1/points/get', user: { ...user } as TestUser });
const sessionRows = async (user: TestUser) => db().select().from(session).where(eq(session.userId, user.id));

describe('verifiedToken', () => {
  const secret = 'a secret';
  const sign = (token: string, key = secret) => `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

  it('returns the token of a value signed with the secret', () => {
    expect(verifiedToken(sign('abc.def'), secret)).toBe('abc.def');
  });

  it('refuses a missing value, another secret, a changed token and a malformed signature', () => {
    const signed = sign('token');
    for (const value of [undefined, '', 'token', sign('token', 'other'), `x${signed}`, signed.slice(0, -1), `${signed}=`, `.${signed.split('.')[1]}`]) {
      expect(verifiedToken(value, secret), String(value)).toBeNull();
    }
  });
});

describe('the session check on signed-in routes', () => {
  it('lets a fresh session in', async () => {
    const user = await server.signUp();
    expect((await points(user)).statusCode).toBe(200);
  });

  it('refuses a forged cookie, a signed-out session and an expired one', async () => {
    const forged = await server.signUp();
    expect((await points({ cookie: forged.cookie.replace(/=([^.;]+)/, '=$1x') })).statusCode).toBe(401);

    const signedOut = await server.signUp();
    await db().delete(session).where(eq(session.userId, signedOut.id));
    expect((await points(signedOut)).statusCode).toBe(401);

    const expired = await server.signUp();
    await db().update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, expired.id));
    expect((await points(expired)).statusCode).toBe(401);
    // better-auth removes the expired row, as it did when every request went through it.
    expect(await sessionRows(expired)).toHaveLength(0);
  });

  it('renews a session past its renewal age through better-auth, and leaves a fresh one alone', async () => {
    const fresh = await server.signUp();
    const [before] = await sessionRows(fresh);
    await points(fresh);
    const [after] = await sessionRows(fresh);
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());

    const old = await server.signUp();
    // Two days into its seven: past better-auth's one-day renewal age.
    const twoDaysIn = new Date(Date.now() + 5 * DAY_MS);
    await db().update(session).set({ expiresAt: twoDaysIn }).where(eq(session.userId, old.id));
    expect((await points(old)).statusCode).toBe(200);
    const [renewed] = await sessionRows(old);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });
});
