import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';

/** A driver error as PostgreSQL raises it for text it cannot store, wrapped by Drizzle as in production. */
function unstorableTextError(code: string): DrizzleQueryError {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code, severity: 'ERROR' });
  return new DrizzleQueryError('insert into "user_key" ("hint") values ($1)', ['the\u0000song'], driverError);
}

/** What a route answers when it throws `driverError`, wrapped by Drizzle as a query's failure is. */
async function answerTo(driverError: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/v1/fails', async () => {
    throw new DrizzleQueryError('select 1', [], driverError);
  });
  const response = await app.inject({ method: 'GET', url: '/v1/fails' });
  await app.close();
  return response;
}

describe('handleError', () => {
  it.each(['22021', '22P05'])('answers text the database cannot store (SQLSTATE %s) with a 400, not a 500', async (code) => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/v1/fails', async () => {
      throw unstorableTextError(code);
    });
    const response = await app.inject({ method: 'GET', url: '/v1/fails' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
    await app.close();
  });

  it('answers a database that cannot be reached with a 503 and Retry-After, not a 500', async () => {
    const refused = await answerTo(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const shutDown = await answerTo(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    for (const response of [refused, shutDown]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ error: 'unavailable', retryAfterSeconds: 5 });
    }
    console.log('a refused connection and a shut-down database: 503 unavailable with Retry-After 5, not 500');
  });

  it('answers a write refused for a full disk with a 503 storage_full that says so', async () => {
    const response = await answerTo(Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'storage_full', message: expect.stringMatching(/storage is full/) });
    console.log('SQLSTATE 53100 (disk full): 503 storage_full with a message saying storage is full, not 500');
  });
});
