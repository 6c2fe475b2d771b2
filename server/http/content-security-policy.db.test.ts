import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

/** The policy every response carries, directive by directive, without analytics and over plain HTTP. */
const STRICT_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'form-action': ["'self'"],
};

const ANALYTICS_ORIGIN = 'https://stats.example.com';
const ANALYTICS_ENV = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SCRIPT_URL: `${ANALYTICS_ORIGIN}/script.js`, ANALYTICS_SITE_ID: 'b59e9c65' };

/** A cross-site link clicked in another tab, as the browser describes it. */
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

/** A client build with a shell and one hashed script. */
function writeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-csp-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Arcana</title><script type="module" src="/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-Ab12.js'), 'export const card = 1;');
  return dir;
}

/** The response's policy as a map from directive to its sources, in order. */
function policyOf(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'one Content-Security-Policy header').toBe('string');
  const directives = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return Object.fromEntries(directives.map(([name, ...sources]) => [name!, sources]));
}

/** What every policy must never allow, whatever the configuration. */
function expectNothingInline(header: string, label: string): void {
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", 'https:', 'http:', '*']) {
    expect(header.split(/[\s;]+/), `${label} allows ${loose}`).not.toContain(loose);
  }
}

/** Requests standing for each kind of response: the SPA, its files, the API, its errors, and server-rendered pages. */
function responsesToCheck(server: TestServer, sharedPath: string) {
  return [
    { label: 'the SPA shell', send: () => server.request({ method: 'GET', url: '/' }), status: 200 },
    { label: 'an app page', send: () => server.request({ method: 'GET', url: '/app/main/reading' }), status: 200 },
    { label: 'a hashed asset', send: () => server.request({ method: 'GET', url: '/assets/index-Ab12.js' }), status: 200 },
    { label: 'an API answer', send: () => server.request({ method: 'GET', url: '/healthz' }), status: 200 },
    { label: 'an unknown API path', send: () => server.request({ method: 'GET', url: '/v1/no-such-call' }), status: 404 },
    { label: 'a call without a session', send: () => server.request({ method: 'GET', url: '/v1/points/get' }), status: 401 },
    { label: 'a malformed body', send: () => server.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 3 } }), status: 400 },
    { label: 'a shared reading’s page', send: () => server.app.inject({ method: 'GET', url: sharedPath }), status: 200 },
    { label: 'a dead share link’s page', send: () => server.app.inject({ method: 'GET', url: '/shared_reading/r1/0123456789abcdef' }), status: 200 },
    {
      label: 'the “Nothing was changed” page',
      send: () => server.app.inject({ method: 'GET', url: '/v1/reading/delete_reading/active', headers: CROSS_SITE_NAVIGATION }),
      status: 403,
    },
  ];
}

describe('a server without analytics, over plain HTTP', () => {
  const clientDir = writeClientBuild();
  let server: TestServer;
  let sharedPath = '';
  beforeAll(async () => {
    server = await startTestServer({ workers: true, clientDir });
    const { user, reading } = await userWithReading(server);
    sharedPath = linkOf(await share(server, user, reading.id)).path;
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the same strict policy on every kind of response, and forbids framing in the older header too', async () => {
    const checks = responsesToCheck(server, sharedPath);
    for (const { label, send, status } of checks) {
      const response = await send();
      expect(response.statusCode, label).toBe(status);
      const header = response.headers['content-security-policy'];
      expect(policyOf(header), label).toEqual(STRICT_POLICY);
      expectNothingInline(String(header), label);
      expect(response.headers['x-frame-options'], label).toBe('DENY');
    }
    console.log(`${checks.length} kinds of response (SPA, asset, API, 400/401/404 errors, live and dead share pages, 403 page): one strict CSP, 0 inline or eval sources`);
  });

  it('styles the “Nothing was changed” page from a file, with no inline style or script for the policy to block', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/decks/unlock/2', headers: CROSS_SITE_NAVIGATION });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<link rel="stylesheet" href="/nothing-changed.css">');
    expect(response.body).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=/i);
  });
});

describe('a server with analytics, over HTTPS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...ANALYTICS_ENV, PUBLIC_URL: 'https://tarot.example.com' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds the provider’s origin to scripts and connections only, and upgrades insecure requests', async () => {
    for (const url of ['/', '/healthz', '/v1/no-such-call']) {
      const response = await server.app.inject({ method: 'GET', url });
      const header = String(response.headers['content-security-policy']);
      expect(policyOf(header), url).toEqual({
        ...STRICT_POLICY,
        'script-src': ["'self'", ANALYTICS_ORIGIN],
        'connect-src': ["'self'", ANALYTICS_ORIGIN],
        'upgrade-insecure-requests': [],
      });
      expectNothingInline(header, url);
    }
    console.log(`with analytics on HTTPS: 3 responses allow ${ANALYTICS_ORIGIN} for script-src and connect-src only, upgrade-insecure-requests on, 0 inline or eval sources`);
  });
});
