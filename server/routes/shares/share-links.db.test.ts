import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '#common/api/endpoint.ts';
import { createShare, getSharedReadingImage, type ShareResult } from '#common/api/shares.ts';
import { loggedLinks, loggedResetLinks, signUpRequest } from '#server/test/auth-requests.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { clientAddress, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

/**
 * Every absolute link the server writes follows the address the request came to, among the trusted ones, and falls
 * back to the configured address for any other Host (docs/architecture.md#links-follow-the-request).
 */

const INDEX_HTML = '<!doctype html><html lang="en"><head><meta name="description" content="Arcana" /><title>Arcana</title></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(join(tmpdir(), 'arcana-share-links-'));
writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);

/** A LAN install: HOST names the machine's address on the network, and PUBLIC_URL is unset (npm start). */
const LAN_HOST = '192.168.1.20';
/** Where links go when the request names no trusted address: PUBLIC_URL's stand-in, http://localhost:PORT. */
const CONFIGURED = 'http://localhost:3000';

/** The addresses a request may come to, and the origin its links must carry. */
const ADDRESSES = [
  { name: 'on 127.0.0.1', host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', expected: 'http://127.0.0.1:3000' },
  { name: 'on a LAN address the server listens on', host: `${LAN_HOST}:3000`, origin: `http://${LAN_HOST}:3000`, expected: `http://${LAN_HOST}:3000` },
  // An Origin the server trusts, with a Host it does not: what a forged or rewritten Host looks like.
  { name: 'with an untrusted Host', host: 'tarot.example:3000', origin: 'http://127.0.0.1:3000', expected: CONFIGURED },
] as const;

let server: TestServer;
let owner: TestUser;
let readingId: string;
beforeAll(async () => {
  server = await startTestServer({ workers: true, clientDir, env: { PUBLIC_URL: undefined, HOST: LAN_HOST } });
  const shared = await userWithReading(server);
  owner = shared.user;
  readingId = shared.reading.id;
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The content of the meta tag with this property. */
const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** Creates a share as the app does from a page at `origin`, the request naming `host`. */
async function shareThrough(host: string, origin: string): Promise<ShareResult> {
  const response = await server.request({ method: 'GET', url: endpointUrl(createShare, { readingId }), user: owner, headers: { host, origin } });
  expect(response.statusCode).toBe(200);
  return response.json<ShareResult>();
}

/** A shared page as a chat app's preview fetcher asks for it: a plain GET naming `host`, nothing else. */
const sharedPage = async (path: string, host: string) => (await server.app.inject({ method: 'GET', url: path, headers: { host } })).body;

describe.each(ADDRESSES)('links written for a request $name', ({ host, origin, expected }) => {
  it('make the share link under that address', async () => {
    const result = await shareThrough(host, origin);
    expect(result.url.startsWith(`${expected}/shared_reading/${readingId}/`)).toBe(true);
  });

  it('make the shared page’s og:url and og:image under that address, for a live link and a dead one', async () => {
    const { path, uuid } = linkOf(await share(server, owner, readingId));
    const live = await sharedPage(path, host);
    expect(meta(live, 'og:url')).toBe(`${expected}${path}`);
    expect(meta(live, 'og:image')).toBe(`${expected}${endpointUrl(getSharedReadingImage, { readingId, uuid })}`);
    const dead = await sharedPage(`/shared_reading/${readingId}/${'A'.repeat(43)}`, host);
    expect(meta(dead, 'og:url')).toBe(`${expected}/`);
    for (const html of [live, dead]) expect(html).not.toContain('tarot.example');
  });

  it('make the emailed confirmation and password reset links under that address', async () => {
    const email = `links-${host.replace(/\W/g, '-')}@arcana.test`;
    expect((await signUpRequest(server, email, { host, origin })).statusCode).toBe(200);
    expect(loggedLinks(server, email).map((link) => link.origin)).toEqual([expected]);

    const reset = await server.request({ method: 'POST', url: '/api/auth/request-password-reset', headers: { host, origin, 'x-forwarded-for': clientAddress() }, payload: { email } });
    expect(reset.statusCode).toBe(200);
    expect(loggedResetLinks(server, email).map((link) => link.origin)).toEqual([expected]);
  });
});
