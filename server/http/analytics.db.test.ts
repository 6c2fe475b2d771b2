import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { REVALIDATE } from './spa.ts';

const ANALYTICS_ENV = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'https://stats.example.com/js/script.manual.js', ANALYTICS_SITE_ID: 'tarot.example.com' };
const META = /<meta name="arcana-analytics" content="([^"]*)" \/>/;

/** The page shell of a client build, with the `.br` sibling the build writes. */
function writeClientBuild(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-analytics-client-'));
  mkdirSync(join(dir, 'assets'));
  writeShell(dir, title);
  return dir;
}

function writeShell(dir: string, title: string): void {
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`);
}

const scriptSources = (csp: string | undefined) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? '')?.[1];
const connectSources = (csp: string | undefined) => /(?:^|;)\s*connect-src ([^;]*)/.exec(csp ?? '')?.[1];

describe('a server with analytics configured', () => {
  const dir = writeClientBuild('Arcana');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir: dir, env: ANALYTICS_ENV });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves every page, and the index.html the service worker precaches, with the configuration in its head', async () => {
    for (const url of ['/', '/app/main/reading', '/index.html', '/index.html?__WB_REVISION__=1']) {
      const response = await server.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      const content = META.exec(brotliDecompressSync(response.rawPayload).toString())?.[1];
      expect(JSON.parse(content!.replaceAll('&quot;', '"')), url).toEqual({ provider: 'plausible', scriptUrl: ANALYTICS_ENV.ANALYTICS_SCRIPT_URL, siteId: 'tarot.example.com' });
    }
  });

  it('leaves the configuration out of a shared reading’s page, whose address holds the link’s key', async () => {
    const response = await server.request({ method: 'GET', url: '/shared_reading/r1/0123456789abcdef' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('arcana-analytics');
  });

  it('sends gzip or plain text to browsers without brotli, and 304 to one whose copy is current', async () => {
    const gzipped = await server.request({ method: 'GET', url: '/demo', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toMatch(META);
    const plain = await server.request({ method: 'GET', url: '/demo', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(META);

    const etag = String(plain.headers.etag);
    const revalidated = await server.request({ method: 'GET', url: '/demo', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves a build made while it runs', async () => {
    writeShell(dir, 'Arcana, rebuilt');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'index.html'), later, later);
    const response = await server.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(response.body).toContain('<title>Arcana, rebuilt</title>');
    expect(response.body).toMatch(META);
  });

  it('lets pages load the provider script and send it events, from its origin only', async () => {
    const response = await server.request({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(scriptSources(csp)?.split(' ')).toEqual(["'self'", 'https://stats.example.com']);
    expect(connectSources(csp)?.split(' ')).toEqual(["'self'", 'https://stats.example.com']);
  });
});

describe('a server without analytics', () => {
  const dir = writeClientBuild('Arcana');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir: dir, env: { ANALYTICS_SCRIPT_URL: ANALYTICS_ENV.ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID: 'tarot.example.com' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shell as built, and a CSP that names no third party', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await server.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('arcana-analytics');
      const csp = response.headers['content-security-policy'] as string;
      expect(scriptSources(csp), url).toBe("'self'");
      expect(csp, url).not.toContain('stats.example.com');
    }
  });
});
