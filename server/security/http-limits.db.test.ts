import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { BODY_LIMIT_BYTES, KEEP_ALIVE_TIMEOUT_MS, MAX_HEADER_BYTES, REQUEST_TIMEOUT_MS } from './http-limits.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  port = Number(new URL(await server.listen()).port);
});
afterAll(() => server.close());

/** A real request over a socket: header limits live in Node's parser, which inject() bypasses. */
function get(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the HTTP server', () => {
  it('Set a request timeout and header/body limits on the HTTP server (requestTimeout is 0 today)', () => {
    const http = server.app.server;
    expect(http.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(http.requestTimeout).toBeGreaterThan(0);
    expect(http.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(http.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('answers a header section over the limit with 431', async () => {
    expect(await get('/healthz', { 'x-padding': 'a'.repeat(MAX_HEADER_BYTES / 2) })).toBe(200);
    expect(await get('/healthz', { 'x-padding': 'a'.repeat(20 * 1024) })).toBe(431);
  });

  it('answers a body over the limit with a JSON 413', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/security/honeypot-fields',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionId: 'session-aaaaaaaa', padding: 'a'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });
});
