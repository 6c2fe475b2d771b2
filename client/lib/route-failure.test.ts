import { describe, expect, it } from 'vitest';
import { HttpError } from './http.ts';
import { classifyRouteFailure, needsReload } from './route-failure.ts';

describe('classifyRouteFailure', () => {
  it.each([
    ['anything while offline', new Error('boom'), false, 'offline'],
    ['a fetch that never arrived (Chromium)', new TypeError('Failed to fetch'), true, 'unreachable'],
    ['a fetch that never arrived (Firefox)', new TypeError('NetworkError when attempting to fetch resource.'), true, 'unreachable'],
    ['a fetch that never arrived (Safari)', new TypeError('Load failed'), true, 'unreachable'],
    ['a code chunk that never arrived', new TypeError('Failed to fetch dynamically imported module: /assets/page.js'), true, 'unreachable'],
    ['a gateway answering for the server', new HttpError(502), true, 'unreachable'],
    ['a server error', new HttpError(500), true, 'bug'],
    ['a bug in the page', new TypeError("Cannot read properties of undefined (reading 'id')"), true, 'bug'],
    ['something that is not an Error', 'nope', true, 'bug'],
  ] as const)('%s', (_case, error, online, expected) => {
    expect(classifyRouteFailure(error, online)).toBe(expected);
  });
});

describe('needsReload', () => {
  it('is true only for a code chunk that did not arrive', () => {
    expect(needsReload(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'))).toBe(true);
    expect(needsReload(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(needsReload(new TypeError('Failed to fetch'))).toBe(false);
  });
});
