import { describe, expect, it } from 'vitest';
import { pwaOptions, SHELL_DENYLIST } from './build-options.ts';

const servedByShell = (pathAndQuery: string) => !SHELL_DENYLIST.some((pattern) => pattern.test(pathAndQuery));

describe('the service worker’s build options', () => {
  it.each(['/', '/app/main', '/app/main/reading?x=1', '/app/main/shared_reading/r1/u1', '/login', '/demo', '/docs-and-more'])(
    'answers the navigation to %s with the app shell',
    (path) => expect(servedByShell(path)).toBe(true),
  );

  it.each(['/v1/points/get', '/api/auth/get-session', '/webhooks/ayetstudios/callback', '/shared_reading/r1/u1', '/healthz', '/healthz?full=1', '/metrics', '/docs', '/docs/json', '/openapi.json'])(
    'leaves the navigation to %s to the server',
    (path) => expect(servedByShell(path)).toBe(false),
  );

  it('caches nothing at run time: its only runtime route goes to the network (with the offline page as fallback)', () => {
    const routes = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(routes.map((route) => route.handler)).toEqual(['NetworkOnly']);
    expect(pwaOptions.workbox?.navigateFallback).toBe('index.html');
  });

  it('waits for the user before a new version takes over', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(pwaOptions.workbox?.skipWaiting).toBeFalsy();
    expect(pwaOptions.workbox?.clientsClaim).toBeFalsy();
  });
});
