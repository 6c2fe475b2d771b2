import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Cache-Control on API responses', () => {
  it('API responses with private data, errors included, carry Cache-Control: no-store', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    for (const [url, status] of [
      [`/v1/reading/get_reading/${id}`, 200],
      ['/v1/points/get', 200],
      ['/v1/encryption/status', 200],
      ['/v1/reading/get_reading/no-such-reading', 404],
      ['/api/decks/get', 200],
    ] as const) {
      const response = await server.request({ method: 'GET', url, user });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the cache policy of pages alone', async () => {
    const response = await server.request({ method: 'GET', url: '/app/main' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
