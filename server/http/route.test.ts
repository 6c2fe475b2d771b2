import Fastify, { type FastifyInstance, type RouteOptions as FastifyRouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, defineNavigation, defineStream } from '#common/api/endpoint.ts';
import { handleError } from './errors.ts';
import { registerRoute } from './route.ts';

const echo = defineEndpoint({
  method: 'POST',
  path: '/v1/echo/:id',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
  body: z.object({ word: z.string().min(1), times: z.number().int().default(1) }),
  response: z.object({ id: z.number(), said: z.string() }),
});
const secret = defineEndpoint({ method: 'GET', path: '/v1/secret', response: z.object({ shown: z.string() }) });
const ticks = defineStream({ path: '/v1/ticks/:id', params: z.object({ id: z.string() }), event: z.object({ n: z.number() }) });
const away = defineNavigation({ path: '/v1/away' });

let app: FastifyInstance;
const registered: FastifyRouteOptions[] = [];

async function buildApp(register: (instance: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  register(app);
  await app.ready();
  return app;
}

afterEach(async () => {
  registered.length = 0;
  await app.close();
});

describe('registerRoute', () => {
  it('registers the declared method and path, and hands the handler params, query and body as parsed', async () => {
    await buildApp((instance) =>
      registerRoute(instance, echo, async (request) => {
        const said = Array.from({ length: request.body.times }, () => request.body.word).join(' ');
        return { id: request.params.id, said: request.query.loud === 'yes' ? said.toUpperCase() : said };
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/v1/echo/7?loud=yes', payload: { word: 'moon', times: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, said: 'MOON MOON' });
    expect(registered.map((route) => [route.method, route.url])).toEqual([['POST', '/v1/echo/:id']]);
  });

  it.each([
    ['params', '/v1/echo/seven', { word: 'moon' }, 'id'],
    ['query', '/v1/echo/7?loud=maybe', { word: 'moon' }, 'loud'],
    ['body', '/v1/echo/7', { word: '' }, 'word'],
  ])('answers 400 naming the field when the %s break the declaration', async (_part, url, payload, field) => {
    await buildApp((instance) => registerRoute(instance, echo, async (request) => ({ id: request.params.id, said: request.body.word })));
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it('sends only what the response schema declares', async () => {
    const leaky = { shown: 'yes', hidden: 'no' };
    await buildApp((instance) => registerRoute(instance, secret, async () => leaky));
    expect((await app.inject({ method: 'GET', url: '/v1/secret' })).json()).toEqual({ shown: 'yes' });
  });

  it('passes route options through: config, body limit and hooks', async () => {
    await buildApp((instance) =>
      registerRoute(instance, echo, async (request) => ({ id: request.params.id, said: request.body.word }), {
        config: { requiresSession: true },
        bodyLimit: 64,
        onRequest: async (_request, reply) => {
          reply.header('x-hooked', 'yes');
        },
      }),
    );
    expect(registered[0]?.config).toMatchObject({ requiresSession: true });
    const ok = await app.inject({ method: 'POST', url: '/v1/echo/1', payload: { word: 'sun' } });
    expect(ok.headers['x-hooked']).toBe('yes');
    const tooLarge = await app.inject({ method: 'POST', url: '/v1/echo/1', payload: { word: 'x'.repeat(100) } });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('registers a stream with its params validated and leaves the response to the handler', async () => {
    await buildApp((instance) =>
      registerRoute(instance, ticks, async (request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.end(`event: tick\ndata: ${JSON.stringify({ n: request.params.id.length })}\n\n`);
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/v1/ticks/abc' });
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.body).toBe('event: tick\ndata: {"n":3}\n\n');
  });

  it('registers a navigation answered by a redirect', async () => {
    await buildApp((instance) => registerRoute(instance, away, async (_request, reply) => reply.redirect('/demo')));
    const response = await app.inject({ method: 'GET', url: '/v1/away' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/demo');
  });
});
