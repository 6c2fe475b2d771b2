import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS } from './http-limits.ts';

// The real limits, with the request timeout scaled down (and checked often) so the test runs in a second.
const REQUEST_TIMEOUT_MS = 300;
const app = Fastify({
  ...HTTP_LIMITS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: { ...HTTP_LIMITS.http, headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 50 },
});
// Like the reading stream: a response that lasts several request timeouts.
app.get('/stream', async (_request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
  for (let tick = 0; tick < 4; tick += 1) {
    reply.raw.write(`data: ${tick}\n\n`);
    await delay(REQUEST_TIMEOUT_MS);
  }
  reply.raw.end();
});

let port: number;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('the request timeout', () => {
  it('cuts a client that trickles its request in', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /stream HTTP/1.1\r\nHost: localhost\r\n');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('covers receiving the request only: a long response such as the reading stream runs to its end', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/stream' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
    expect(body).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\ndata: 3\n\n');
  });
});
