import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
  port = Number(new URL(await server.listen()).port);
});
afterAll(() => server.close());

const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const APP = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

/** `/v1/x` spelt `/%761/x`: the router decodes it to the same route. */
const encodeFirstLetter = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

/** Routes exempt from the proof by design (request-origin.ts), each proven otherwise. */
const EXEMPT = new Set(['/api/auth/*', '/v1/authentication/logout', '/v1/share/image/:readingId/:uuid', '/webhooks/theoremreach/callback', '/webhooks/ayetstudios/callback']);

function apiRoutes() {
  const routes = server.routes.filter((route) => /^\/(v1|api|webhooks)\//.test(route.url) && !EXEMPT.has(route.url));
  expect(routes.length).toBeGreaterThan(20);
  return routes.flatMap((route) =>
    [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => ({ method, url: route.url.replace(/:[^/]+/g, 'x') })),
  );
}

/** One raw HTTP/1.1 exchange over a socket, for request targets inject() would rewrite; resolves to the status code. */
function rawRequest(method: string, target: string, headers: Record<string, string> = {}): Promise<number> {
  const head = [`${method} ${target} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const body = method === 'POST' ? '{}' : '';
  if (body) head.push('content-type: application/json', `content-length: ${body.length}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head.join('\r\n')}\r\n\r\n${body}`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(answer.split(' ')[1])));
  });
}

describe('the origin check decides on the matched route, not the raw URL', () => {
  it('every registered API route requested with an encoded first letter still needs the proof', async () => {
    const user = await server.signUp();
    for (const { method, url } of apiRoutes()) {
      const response = await server.app.inject({ method: method as 'GET', url: encodeFirstLetter(url), headers: { ...CROSS_SITE_NAVIGATION, cookie: user.cookie } });
      expect(response.statusCode, `${method} ${encodeFirstLetter(url)}`).toBe(403);
    }
  });

  it('every registered route requested in absolute form is refused before it runs', async () => {
    for (const { method, url } of [...apiRoutes(), { method: 'GET', url: '/app/main' }]) {
      expect(await rawRequest(method, `http://127.0.0.1:${port}${url}`, APP), `${method} absolute ${url}`).toBe(400);
    }
  });

  it('a cross-site link to /%761/reading/delete_reading/active leaves the reading in place', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json<{ id: string }>();
    await waitForReading(server, user, id);
    const attack = await server.app.inject({ method: 'GET', url: '/%761/reading/delete_reading/active', headers: { ...CROSS_SITE_NAVIGATION, cookie: user.cookie } });
    expect(attack.statusCode).toBe(403);
    expect(attack.body).toContain('Nothing was changed');
    expect((await server.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user })).statusCode).toBe(200);
  });

  it('answers a differently spelt API call with Cache-Control: no-store', async () => {
    const user = await server.signUp();
    for (const url of ['/v%31/points/get', '/%61pi/decks/get']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { ...APP, cookie: user.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('redacts an address or link key from the log however the path is spelt', async () => {
    const user = await server.signUp();
    const address = `spelt.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const key = crypto.randomUUID();
    const logsBefore = server.logs.length;
    const subscribe = await server.app.inject({ method: 'GET', url: `/v%31/api/email/subscribe/${address}`, headers: { ...APP, cookie: user.cookie } });
    expect(subscribe.statusCode).toBe(200);
    await server.app.inject({ method: 'GET', url: `/v1/share/get/some-reading/${key.slice(0, 4)}%2F${key.slice(4)}`, headers: APP });
    expect(await rawRequest('GET', `http://127.0.0.1:${port}/v1/share/get/some-reading/${key}`, APP)).toBe(400);
    const logs = server.logs.slice(logsBefore).join('\n');
    expect(logs).toContain('/v1/api/email/subscribe/[redacted]');
    for (const secret of [address, key, key.slice(4), key.slice(-12)]) expect(logs).not.toContain(secret);
  });

  it('answers an unknown API path spelt /v%31/… with a JSON 404, as the router reads it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v%31/no-such-call', headers: APP });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});
