import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';

/** A driver error as PostgreSQL raises it for text it cannot store, wrapped by Drizzle as in production. */
function unstorableTextError(code: string): DrizzleQueryError {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code, severity: 'ERROR' });
  return new DrizzleQueryError('insert into "user_key" ("hint") values ($1)', ['the\u0000song'], driverError);
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
});
