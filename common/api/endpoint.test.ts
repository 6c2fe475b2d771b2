import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Declaration, defineEndpoint, defineNavigation, defineStream, endpointPrefix, endpointUrl, type ParamsOf } from './endpoint.ts';

const Id = z.object({ id: z.string() });
const none = defineEndpoint({ method: 'GET', path: '/v1/points/get', response: z.null() });
const one = defineEndpoint({ method: 'GET', path: '/v1/reading/get_reading/:id', params: Id, query: z.object({ v: z.optional(z.number()) }), response: z.null() });
const two = defineEndpoint({
  method: 'GET',
  path: '/v1/share/get/:readingId/:uuid',
  params: z.object({ readingId: z.string(), uuid: z.string() }),
  response: z.null(),
});
const stream = defineStream({ path: '/v1/reading/events/:id', params: Id, event: z.null() });
const navigation = defineNavigation({ path: '/v1/authentication/logout' });

/** The URL with loosely typed arguments, as a table row gives them. */
const urlOf = (declaration: Declaration, params?: Record<string, unknown>, query?: Record<string, unknown>) =>
  (endpointUrl as (d: Declaration, p?: unknown, q?: unknown) => string)(declaration, params, query);

describe('endpointUrl', () => {
  it.each([
    ['a path without params', none, undefined, undefined, '/v1/points/get'],
    ['a param filled in', one, { id: 'r1' }, undefined, '/v1/reading/get_reading/r1'],
    ['a param encoded', one, { id: 'a/b c?d' }, undefined, '/v1/reading/get_reading/a%2Fb%20c%3Fd'],
    ['two params, in the path’s order', two, { uuid: 'u-1', readingId: 'r 2' }, undefined, '/v1/share/get/r%202/u-1'],
    ['a number param', defineEndpoint({ method: 'GET', path: '/api/decks/unlock/:id', params: z.object({ id: z.number() }), response: z.null() }), { id: 2 }, undefined, '/api/decks/unlock/2'],
    ['a query appended', one, { id: 'r1' }, { v: 3 }, '/v1/reading/get_reading/r1?v=3'],
    ['an undefined query value skipped', one, { id: 'r1' }, { v: undefined }, '/v1/reading/get_reading/r1'],
    ['query values encoded', none, undefined, { q: 'a&b', n: 0, yes: true, gone: undefined }, '/v1/points/get?q=a%26b&n=0&yes=true'],
    ['a stream', stream, { id: 'r1' }, undefined, '/v1/reading/events/r1'],
    ['a navigation', navigation, undefined, undefined, '/v1/authentication/logout'],
  ] as const)('%s', (_case, declaration, params, query, expected) => {
    expect(urlOf(declaration, params, query)).toBe(expected);
  });

  it.each([
    ['no params at all', two, undefined],
    ['one of two missing', two, { readingId: 'r1' }],
    ['an undefined param', one, { id: undefined }],
    ['an empty param, which would reach another route', one, { id: '' }],
  ] as const)('throws for a missing param: %s', (_case, declaration, params) => {
    expect(() => urlOf(declaration, params)).toThrow(/param ".+" is missing/);
  });

  it('types the params from the declaration', () => {
    const params: ParamsOf<typeof two> = { readingId: 'r1', uuid: 'u1' };
    expect(endpointUrl(two, params)).toBe('/v1/share/get/r1/u1');
    // @ts-expect-error a declaration with params needs them
    expect(() => endpointUrl(one)).toThrow();
  });
});

describe('endpointPrefix', () => {
  it.each([
    ['a path without params is its own prefix', none, '/v1/points/get'],
    ['a path with a param ends before it', one, '/v1/reading/get_reading/'],
    ['the first of two params', two, '/v1/share/get/'],
  ] as const)('%s', (_case, declaration, expected) => {
    expect(endpointPrefix(declaration)).toBe(expected);
  });
});

describe('declarations', () => {
  it('are frozen and say what they are', () => {
    expect(Object.isFrozen(one)).toBe(true);
    expect([one.kind, stream.kind, stream.method, navigation.kind, navigation.method]).toEqual(['endpoint', 'stream', 'GET', 'navigation', 'GET']);
  });

  it('refuse, at compile time, params that do not match the path (tsc judges; at run time they are built)', () => {
    const refused = [
      // @ts-expect-error the path carries :id, so params are required
      defineEndpoint({ method: 'GET', path: '/v1/x/:id', response: z.null() }),
      // @ts-expect-error params on a path without any
      defineEndpoint({ method: 'GET', path: '/v1/x', params: Id, response: z.null() }),
      // @ts-expect-error params naming another field than the path
      defineEndpoint({ method: 'GET', path: '/v1/x/:key', params: Id, response: z.null() }),
      // @ts-expect-error params naming one field more than the path
      defineStream({ path: '/v1/x/:id', params: z.object({ id: z.string(), other: z.string() }), event: z.null() }),
    ];
    expect(refused).toHaveLength(4);
  });
});
