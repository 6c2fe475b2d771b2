import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMED_ELSEWHERE_PAGE_PATH } from '#common/api/auth-paths.ts';
import { session, user } from '#server/db/schema/auth.ts';
import { cookieHeader, loggedLinks, openLink, signUpRequest } from '#server/test/auth-requests.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profileEmail = async (cookie: string) => (await server.request({ method: 'GET', url: '/v1/profile/get', headers: { cookie } })).json<{ email?: string }>().email;
const accountOf = async (email: string) => (await server.services.database.db.select().from(user).where(eq(user.email, email)))[0];
const sessionCount = async (userId: string) => (await server.services.database.db.select().from(session).where(eq(session.userId, userId))).length;

/** Signs `email` up and returns the confirmation link the server logged for it. */
async function confirmationLink(email: string): Promise<URL> {
  expect((await signUpRequest(server, email)).statusCode).toBe(200);
  const [link] = loggedLinks(server, email);
  return link!;
}

describe('a confirmation link never switches accounts (docs/decisions/0018)', () => {
  it('confirms the address but keeps the other account signed in, and says so on the profile', async () => {
    const signedIn = await server.signUp({ email: 'bo@arcana.test' });
    const link = await confirmationLink('ana@arcana.test');

    const opened = await server.request({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host, cookie: signedIn.cookie } });

    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(CONFIRMED_ELSEWHERE_PAGE_PATH);
    expect(opened.headers.location).not.toContain('ana');
    expect(opened.cookies).toEqual([]);
    const confirmed = await accountOf('ana@arcana.test');
    expect(confirmed?.emailVerified).toBe(true);
    expect(await sessionCount(confirmed!.id)).toBe(0);
    expect(await profileEmail(signedIn.cookie)).toBe('bo@arcana.test');
  });

  it('signs the confirmed account in when the browser has no session, as before', async () => {
    const link = await confirmationLink('cy@arcana.test');

    const opened = await openLink(server, link);

    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/app/main');
    expect((await accountOf('cy@arcana.test'))?.emailVerified).toBe(true);
    expect(await profileEmail(cookieHeader(opened))).toBe('cy@arcana.test');
  });

  it('refreshes the session of the same account, as before', async () => {
    const link = await confirmationLink('di@arcana.test');
    const firstOpen = await openLink(server, link);
    const cookie = cookieHeader(firstOpen);

    const again = await server.request({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host, cookie } });

    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/app/main');
    expect(await profileEmail(cookie)).toBe('di@arcana.test');
  });
});
