import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '#server/test/event-stream.ts';
import { linkOf, share, userWithReading } from '#server/test/share-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

/** The header as a map from feature to its allowlist. */
function featuresOf(header: unknown): Record<string, string> {
  expect(typeof header, 'one Permissions-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
}

describe('Add Permissions-Policy', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'arcana-permissions-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>Arcana</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(clientDir, 'assets', 'index-Ab12.js'), 'export const card = 1;');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ workers: true, clientDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('denies every feature the app never uses, and keeps the clipboard write and share sheet of Copy link and Share for its own origin', () => {
    const features = featuresOf(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'clipboard-read', 'fullscreen']) {
      expect(features[feature], feature).toBe('()');
    }
    expect(features['clipboard-write']).toBe('(self)');
    expect(features['web-share']).toBe('(self)');
    expect(Object.values(features).every((allowlist) => allowlist === '()' || allowlist === '(self)')).toBe(true);
  });

  it('sends the policy with every kind of response: pages, files, API answers, errors, share pages and the live stream', async () => {
    const { user, reading } = await userWithReading(server);
    const sharedPath = linkOf(await share(server, user, reading.id)).path;
    const responses = [
      { label: 'the SPA shell', send: () => server.request({ method: 'GET', url: '/' }), status: 200 },
      { label: 'an app page', send: () => server.request({ method: 'GET', url: '/app/main/reading' }), status: 200 },
      { label: 'a hashed asset', send: () => server.request({ method: 'GET', url: '/assets/index-Ab12.js' }), status: 200 },
      { label: 'an API answer', send: () => server.request({ method: 'GET', url: '/healthz' }), status: 200 },
      { label: 'an unknown API path', send: () => server.request({ method: 'GET', url: '/v1/no-such-call' }), status: 404 },
      { label: 'a call without a session', send: () => server.request({ method: 'GET', url: '/v1/points/get' }), status: 401 },
      { label: 'a malformed body', send: () => server.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 3 } }), status: 400 },
      { label: 'a shared reading’s page', send: () => server.app.inject({ method: 'GET', url: sharedPath }), status: 200 },
      { label: 'a dead share link’s page', send: () => server.app.inject({ method: 'GET', url: '/shared_reading/r1/0123456789abcdef' }), status: 200 },
    ];
    for (const { label, send, status } of responses) {
      const response = await send();
      expect(response.statusCode, label).toBe(status);
      expect(response.headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
    }

    // The stream writes its own head on the hijacked response: it must still carry the app's headers.
    const stream = await openStream(await server.listen(), user, reading.id);
    await stream.ended;
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});
