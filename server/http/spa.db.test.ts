import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { IMMUTABLE, REVALIDATE } from './spa.ts';

/** A client build as `npm run build` lays it out: hashed assets, index.html, and the `.br`/`.gz` siblings of the larger files. */
function writeClientBuild(): { dir: string; page: string; script: string; smallScript: string } {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-built-client-'));
  mkdirSync(join(dir, 'assets'));
  const page = `<!doctype html><title>Arcana</title><meta name="description" content="${'A reading. '.repeat(150)}"><div id="root"></div>`;
  const script = Array.from({ length: 300 }, (_, index) => `export const card${index} = 'The Tower, ${index}';`).join('\n');
  const smallScript = 'export const tiny = 1;';
  const files: Record<string, string> = { 'index.html': page, 'assets/index-Ab12Cd34.js': script, 'assets/tiny-Ef56Gh78.js': smallScript };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (text.length < 1024) continue;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, page, script, smallScript };
}

const build = writeClientBuild();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clientDir: build.dir });
});
afterAll(async () => {
  await server.close();
  rmSync(build.dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

describe('the built client over HTTP', () => {
  it('sends an asset as its brotli sibling to a browser that accepts br', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(build.script);
  });

  it('sends the gzip sibling to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(build.script);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(build.script);
  });

  it('sends a file too small for a sibling as it is, without compressing it on the fly', async () => {
    const response = await get('/assets/tiny-Ef56Gh78.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(build.smallScript);
  });

  it('lets browsers keep content-hashed assets for a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
  });

  it('makes browsers revalidate index.html and the app routes it answers, compressed and with its validators', async () => {
    for (const url of ['/index.html', '/app/main/reading', '/demo']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(build.page);
      expect(response.headers['last-modified'], url).toBeDefined();

      const etag = response.headers.etag;
      expect(etag, url).toBeDefined();
      const revalidated = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(revalidated.statusCode, url).toBe(304);
    }
  });

  it('keeps the security headers on files and pages', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/app/main/reading']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['content-security-policy'], url).toBeDefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('never serves the compressed siblings under their own names', async () => {
    const response = await get('/assets/index-Ab12Cd34.js.br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
