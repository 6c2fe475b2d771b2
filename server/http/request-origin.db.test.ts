import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { DECKS } from '#common/cards/decks.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { FOREIGN_REQUEST_MESSAGE } from './request-origin.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

/** What a browser sends when a link or script on another site opens one of our URLs in a tab. */
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** A request exactly as given: no app header, no Origin, only the user's cookies. */
const bare = (user: TestUser | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });

const lockedDeck = DECKS.find((deck) => deck.price > 0)!;

async function giveCoins(user: TestUser, coins: number) {
  await server.services.database.db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: user.id, kind: 'admin_grant', idempotencyKey: `test-grant:${crypto.randomUUID()}`, coins }),
  );
}

const coinsOf = async (user: TestUser) => (await server.request({ method: 'GET', url: '/v1/points/get', user })).json<{ coins: number }>().coins;

describe('cross-site requests', () => {
  it('a cross-site navigation to delete_reading and to deck unlock leaves the reading and the coins untouched', async () => {
    const user = await signUpWithKey(server);
    const started = await startReading(server, user, await readingRequest(server, user));
    const { id } = started.json<{ id: string }>();
    await waitForReading(server, user, id);
    await giveCoins(user, lockedDeck.price);

    for (const url of [`/v1/reading/delete_reading/${id}`, '/v1/reading/delete_reading/active', `/api/decks/unlock/${lockedDeck.id}`]) {
      const response = await bare(user, 'GET', url, CROSS_SITE_NAVIGATION);
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Nothing was changed');
    }

    const reading = await server.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user });
    expect(reading.statusCode).toBe(200);
    expect(reading.json()).toMatchObject({ id, status: 'ACTIVE' });
    expect(await coinsOf(user)).toBe(lockedDeck.price);
    const { decks } = (await server.request({ method: 'GET', url: '/api/decks/get', user })).json<{ decks: { id: number; locked: boolean }[] }>();
    expect(decks.find((deck) => deck.id === lockedDeck.id)?.locked).toBe(true);
  });

  it('refuses a state-changing call without proof with a JSON 403 that says nothing was changed', async () => {
    const user = await server.signUp();
    await giveCoins(user, lockedDeck.price);
    const response = await bare(user, 'GET', `/api/decks/unlock/${lockedDeck.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'foreign_request', message: FOREIGN_REQUEST_MESSAGE });
    expect(await coinsOf(user)).toBe(lockedDeck.price);
  });

  it('refuses the app header when the browser says another site sent it, or a sibling subdomain, or a foreign Origin', async () => {
    const user = await server.signUp();
    const proof = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
    const cases = [
      { ...proof, 'sec-fetch-site': 'cross-site' },
      { ...proof, 'sec-fetch-site': 'same-site' },
      { ...proof, origin: 'https://evil.example' },
    ];
    for (const headers of cases) {
      expect((await bare(user, 'POST', '/v1/reading/set_active/some-id', headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("accepts the app's own calls: the app header, or the browser's word that our page sent it (as EventSource does)", async () => {
    const user = await server.signUp();
    const withHeader = await bare(user, 'GET', '/v1/points/get', { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, origin: TEST_ORIGIN });
    expect(withHeader.statusCode).toBe(200);
    const sameOrigin = await bare(user, 'GET', '/v1/points/get', { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('guards every API route: without proof each one answers 403 before it runs', async () => {
    // The share preview image is fetched by chat apps without proof; it reads and changes nothing (request-origin.ts).
    const navigations = new Set(['/api/auth/*', '/v1/authentication/logout', '/v1/share/image/:readingId/:uuid']);
    const apiRoutes = server.routes.filter((route) => /^\/(v1|api|webhooks)\//.test(route.url) && !navigations.has(route.url));
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      const url = route.url.replace(/:[^/]+/g, 'x');
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const response = await bare(undefined, method as 'GET' | 'POST' | 'DELETE', url);
        expect(response.statusCode, `${method} ${route.url}`).toBe(403);
      }
    }
  });

  it('an emailed confirmation link clicked in a webmail tab (a cross-site navigation) still confirms the account', async () => {
    const email = `webmail-${crypto.randomUUID()}@arcana.test`;
    const signUp = await server.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, name: 'Webmail', password: 'a long enough password' } });
    expect(signUp.statusCode).toBe(200);
    const link = server.logs
      .map((line) => JSON.parse(line) as { to?: string; verificationUrl?: string })
      .find((entry) => entry.to === email && entry.verificationUrl !== undefined)?.verificationUrl;
    expect(link).toBeDefined();
    const { pathname, search, host } = new URL(link!);
    // The webmail's click arrives without cookies; our page opens the same link again, from our own origin.
    const bounced = await bare(undefined, 'GET', `${pathname}${search}`, { ...CROSS_SITE_NAVIGATION, host });
    expect(bounced.statusCode).toBe(200);
    expect(bounced.body).toContain(`content="0;url=${`${pathname}${search}`.replaceAll('&', '&amp;')}"`);
    const opened = await bare(undefined, 'GET', `${pathname}${search}`, { ...CROSS_SITE_NAVIGATION, 'sec-fetch-site': 'same-origin', host });
    expect(opened.statusCode).toBe(302);
    const signIn = await server.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': '127.9.9.9' },
      payload: { email, password: 'a long enough password' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a link on another site cannot sign a user out, while the menu’s own logout still works', async () => {
    const user = await server.signUp();
    const foreign = await bare(user, 'GET', '/v1/authentication/logout', CROSS_SITE_NAVIGATION);
    expect(foreign.statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: '/v1/profile/get', user })).statusCode).toBe(200);

    const own = await bare(user, 'GET', '/v1/authentication/logout', { ...CROSS_SITE_NAVIGATION, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(302);
    expect((await server.request({ method: 'GET', url: '/v1/profile/get', user })).statusCode).toBe(401);
  });
});
