import type * as z from 'zod/mini';

// The contract's schemas are written with zod/mini: its functional API lets the client's bundle keep only what
// it uses, about a third of classic zod on every first load (scripts/first-load-budget.test.ts). Declarations take
// zod's core types, which classic schemas (server-only ones) satisfy as well. zod/mini registers no messages: the
// server sets English ones (server/app.ts), the client shows its own.

/**
 * One declaration per API call, shared by both sides: the server registers its route from it and
 * the client builds its request from it, so a path or a schema is written exactly once.
 */

/** The HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path in Fastify syntax, e.g. `'id'` for `/v1/reading/get_reading/:id`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

interface RouteShape {
  /** Fastify syntax: `/v1/reading/get_reading/:id`. */
  path: string;
  /** One field per `:name` segment of the path. */
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
}

/** What {@link defineEndpoint} is given: a JSON call. */
export interface EndpointShape extends RouteShape {
  method: HttpMethod;
  body?: z.core.$ZodType;
  /** The 200 answer; every error answers the shape of ApiErrorSchema instead. */
  response: z.core.$ZodType;
}

/** What {@link defineStream} is given: a server-sent event stream; every event carries `event`. */
export interface StreamShape extends RouteShape {
  event: z.core.$ZodType;
}

/** What {@link defineFile} is given: a file answer, not JSON. */
export interface FileShape extends RouteShape {
  /** The media type of the 200 answer, e.g. `image/png`. */
  contentType: string;
}

/** A JSON call. */
export type Endpoint<S extends EndpointShape = EndpointShape> = Readonly<S> & { readonly kind: 'endpoint' };
/** A `GET` answered with `text/event-stream`. */
export type Stream<S extends StreamShape = StreamShape> = Readonly<S> & { readonly kind: 'stream'; readonly method: 'GET' };
/** A `GET` the browser navigates to (a link, not a fetch), answered with a redirect. */
export type Navigation<S extends RouteShape = RouteShape> = Readonly<S> & { readonly kind: 'navigation'; readonly method: 'GET' };
/** A `GET` answered with a file of `contentType` that the browser loads itself: an `<img>` source or a download link. */
export type FileEndpoint<S extends FileShape = FileShape> = Readonly<S> & { readonly kind: 'file'; readonly method: 'GET' };
/** Any declaration of the contract. */
export type Declaration = Endpoint | Stream | Navigation | FileEndpoint;

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** The params a route's handler sees, and the client fills the path with; undefined when the path has none. */
export type ParamsOf<D> = D extends { params: infer P } ? Output<P> : undefined;
/** The parsed query string; undefined when the call takes none. */
export type QueryOf<D> = D extends { query: infer Q } ? Output<Q> : undefined;
/** The body as the server's handler sees it (defaults applied). */
export type BodyOf<D> = D extends { body: infer B } ? Output<B> : undefined;
/** The body as a client may send it (fields with defaults may be left out). */
export type BodyInputOf<D> = D extends { body: infer B extends z.core.$ZodType } ? z.input<B> : undefined;
/** The 200 answer. */
export type ResponseOf<D> = D extends { response: infer R } ? Output<R> : never;
/** One event of a stream. */
export type EventOf<D> = D extends { event: infer E } ? Output<E> : never;

/**
 * Refuses, at compile time, a declaration whose `params` do not name exactly the path's `:name`
 * segments: a route that would never receive a param, or a param no path carries.
 */
type ParamsMatchPath<S extends RouteShape> = [PathParamNames<S['path']>] extends [never]
  ? { params?: never }
  : { params: z.core.$ZodObject<{ [Name in PathParamNames<S['path']>]: z.core.$ZodType }> } & (S extends { params: z.core.$ZodObject<infer Shape> }
      ? [Exclude<keyof Shape, PathParamNames<S['path']>>] extends [never]
        ? unknown
        : { params: `params names a field the path does not carry` }
      : unknown);

/** Declares a JSON call. */
export function defineEndpoint<const S extends EndpointShape>(shape: S & ParamsMatchPath<S>): Endpoint<S> {
  return Object.freeze({ ...shape, kind: 'endpoint' as const });
}

/** Declares a server-sent event stream (always `GET`). */
export function defineStream<const S extends StreamShape>(shape: S & ParamsMatchPath<S>): Stream<S> {
  return Object.freeze({ ...shape, kind: 'stream' as const, method: 'GET' as const });
}

/** Declares a page-level navigation the server answers with a redirect (always `GET`). */
export function defineNavigation<const S extends RouteShape>(shape: S & ParamsMatchPath<S>): Navigation<S> {
  return Object.freeze({ ...shape, kind: 'navigation' as const, method: 'GET' as const });
}

/** Declares a file answer (always `GET`), such as an image. */
export function defineFile<const S extends FileShape>(shape: S & ParamsMatchPath<S>): FileEndpoint<S> {
  return Object.freeze({ ...shape, kind: 'file' as const, method: 'GET' as const });
}

/** A value a query string may carry; undefined ones are left out. */
type QueryValue = string | number | boolean | undefined;

/** The arguments {@link endpointUrl} needs after the declaration: params when the path has any, then an optional query. */
export type UrlArgs<D extends Declaration> =
  ParamsOf<D> extends undefined ? [params?: undefined, query?: QueryOf<D>] : [params: ParamsOf<D>, query?: QueryOf<D>];

const PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The URL of a call: each `:name` of the path filled with `params[name]` through encodeURIComponent
 * (a missing or empty one throws: the request would reach another route), then the query's defined values.
 */
export function endpointUrl<D extends Declaration>(declaration: D, ...[params, query]: UrlArgs<D>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = declaration.path.replace(PARAM, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${declaration.path}: the param "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}

/** The part of a declaration's path before its first `:name`: every URL of the call starts with it (cache keys drop by it). */
export function endpointPrefix(declaration: Declaration): string {
  const at = declaration.path.indexOf(':');
  return at === -1 ? declaration.path : declaration.path.slice(0, at);
}
