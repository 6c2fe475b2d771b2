import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { reading } from '#server/db/schema/readings.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
});
afterAll(() => server.close());

describe('compressed API answers', () => {
  it('compresses a large JSON answer for a client that accepts it, and keeps it out of caches', async () => {
    const user = await server.signUp();
    const plain = await server.request({ method: 'GET', url: '/api/decks/get', user, headers: { 'accept-encoding': 'identity' } });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await server.request({ method: 'GET', url: '/api/decks/get', user, headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], encoding).toBe('no-store');
      expect(response.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString()), encoding).toEqual(plain.json());
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const user = await server.signUp();
    const response = await server.request({ method: 'GET', url: '/v1/points/get', user, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

/** Opens a reading's event stream over a real connection from a browser that accepts compression. */
function openStream(user: TestUser, readingId: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/v1/reading/events/${readingId}`, {
        agent: false,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, 'accept-encoding': 'br, gzip' },
      })
      .on('error', reject)
      .on('response', resolve);
  });
}

/** Resolves with everything received once `text` has arrived; fails if the stream ends first. */
function receive(response: http.IncomingMessage, received: { body: string }, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!received.body.includes(text)) return;
      response.off('data', check).off('end', ended);
      resolve();
    };
    const ended = () => reject(new Error(`the stream ended before ${text} arrived: ${received.body}`));
    response.on('data', check).on('end', ended);
    check();
  });
}

describe('the live reading stream with compression accepted', () => {
  it('is sent uncompressed and delivers each event as it happens', async () => {
    const user = await signUpWithKey(server);
    const started = await startReading(server, user, await readingRequest(server, user));
    const readingId = started.json<{ id: string }>().id;
    await server.services.database.db.update(reading).set({ status: 'QUEUED' }).where(eq(reading.id, readingId));

    const response = await openStream(user, readingId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    const received = { body: '' };
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      received.body += chunk;
    });

    await receive(response, received, '"status":"QUEUED"');
    // Each event must arrive while the stream is still open: a compressor would hold it back in its buffer.
    const partial = { title: 'The Star over still water', summary: 'Hope returns quietly.', answers: [] };
    await server.services.progress.publish({ readingId, status: 'GENERATING', partial });
    await receive(response, received, partial.title);
    expect(received.body).not.toContain('"status":"ACTIVE"');

    const ended = new Promise((done) => response.on('end', done));
    await server.services.progress.publish({ readingId, status: 'ACTIVE' });
    await ended;
    expect(received.body).toContain('"status":"ACTIVE"');
  });
});
