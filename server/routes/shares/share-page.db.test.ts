import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPrefix, endpointUrl } from '#common/api/endpoint.ts';
import { deleteShare, getSharedReadingImage } from '#common/api/shares.ts';
import { escapeHtml } from '#server/shares/link-preview.ts';
import { call } from '#server/test/call.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '#server/test/test-server.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Arcana gives you AI tarot readings." />
<title>Arcana — AI tarot readings</title><script type="module" src="/assets/index-Ab12.js"></script></head>
<body><div id="root"></div></body></html>`;

const clientDir = mkdtempSync(join(tmpdir(), 'arcana-share-page-'));
writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true, clientDir });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A chat app's preview fetcher: a plain GET, no cookie, no app header, no JavaScript. */
const plain = (url: string) => server.app.inject({ method: 'GET', url });

/** The content of the meta tag with this property or name. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('GET /shared_reading/{readingId}/{uuid}', () => {
  it('answers the app with Open Graph and Twitter tags naming the reading, whose image answers image/png', async () => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id);
    const { path } = linkOf(result);
    const response = await plain(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");

    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-Ab12.js');
    expect(meta(html, 'og:title')).toBe(escapeHtml(result.title));
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(result.url);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:description')?.length).toBeGreaterThan(0);

    const image = meta(html, 'og:image')!;
    expect(image.startsWith(`${TEST_ORIGIN}${endpointPrefix(getSharedReadingImage)}`)).toBe(true);
    const png = await plain(new URL(image).pathname);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('gives a wrong, made-up or deleted link the same generic tags, without an image', async () => {
    const { user, reading } = await userWithReading(server);
    const result = await share(server, user, reading.id);
    const { readingId, uuid } = linkOf(result);
    await call(server, user, deleteShare, { params: { id: result.id } });

    const pages = await Promise.all([`/shared_reading/${readingId}/${uuid}`, `/shared_reading/${readingId}/${'A'.repeat(43)}`, `/shared_reading/made-up/${uuid}`].map(plain));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(pages[0]!.body);
      expect(meta(page.body, 'og:image')).toBeUndefined();
      expect(meta(page.body, 'twitter:card')).toBe('summary');
      expect(page.body).not.toContain(escapeHtml(reading.title));
    }
  });

  it('previews the in-app address of a share too', async () => {
    const { user, reading } = await userWithReading(server);
    const { readingId, uuid } = linkOf(await share(server, user, reading.id));
    const html = (await plain(`/app/main/shared_reading/${readingId}/${uuid}`)).body;
    expect(meta(html, 'og:image')).toContain(endpointUrl(getSharedReadingImage, { readingId, uuid }));
  });
});
