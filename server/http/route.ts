import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyOf, Declaration, Endpoint, FileEndpoint, Navigation, ParamsOf, QueryOf, ResponseOf, Stream } from '#common/api/endpoint.ts';

/** What a route passes to Fastify beside its declaration: config, bodyLimit, hooks (onRequest, preHandler…). */
export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/** The request a declaration's handler receives: params, query and body as its schemas parsed them. */
export type DeclaredRequest<D extends Declaration> = FastifyRequest<{ Params: ParamsOf<D>; Querystring: QueryOf<D>; Body: BodyOf<D> }>;

/** Answers a JSON call with its 200 body; errors are thrown (HttpError) and answered by the app's error handler. */
export type EndpointHandler<E extends Endpoint> = (request: DeclaredRequest<E>, reply: FastifyReply) => ResponseOf<E> | Promise<ResponseOf<E>>;
/** Takes the response over (reply.hijack) and writes the stream itself; throws before that to answer JSON. */
export type StreamHandler<S extends Stream> = (request: DeclaredRequest<S>, reply: FastifyReply) => Promise<void>;
/** Answers a navigation, with a redirect. */
export type NavigationHandler<N extends Navigation> = (request: DeclaredRequest<N>, reply: FastifyReply) => Promise<FastifyReply>;
/** Sends the file itself, with the declaration's content type; throws to answer a JSON error instead. */
export type FileHandler<F extends FileEndpoint> = (request: DeclaredRequest<F>, reply: FastifyReply) => Promise<FastifyReply>;

/** The handler a declaration of each kind takes. */
export type HandlerOf<D extends Declaration> = D extends Endpoint
  ? EndpointHandler<D>
  : D extends Stream
    ? StreamHandler<D>
    : D extends Navigation
      ? NavigationHandler<D>
      : D extends FileEndpoint
        ? FileHandler<D>
        : never;

/** The schemas Fastify validates (params, query, body) and serializes (the 200 answer) with, for the zod compilers. */
function schemaOf(declaration: Declaration): FastifySchema {
  const schema: FastifySchema = {};
  if (declaration.params) schema.params = declaration.params;
  if (declaration.query) schema.querystring = declaration.query;
  if (declaration.kind === 'endpoint') {
    if (declaration.body) schema.body = declaration.body;
    schema.response = { 200: declaration.response };
  }
  return schema;
}

/**
 * Registers the route of `declaration` (common/api): its method and path, its schemas through the
 * zod type provider, and `handler` typed by it, so the server cannot drift from what the client calls.
 */
export function registerRoute<D extends Declaration>(app: FastifyInstance, declaration: D, handler: HandlerOf<D>, options: RouteOptions = {}): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: declaration.method,
    url: declaration.path,
    schema: schemaOf(declaration),
    // HandlerOf types the handler from the declaration; Fastify cannot infer it from a schema chosen at run time.
    handler: handler as RouteHandlerMethod,
  });
}
