import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/http/logger.ts';
import { authLogger } from './auth-log.ts';

function captured() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: authLogger(pino(loggerOptions('debug'), sink)) };
}

/** A failed query as Drizzle reports it: the parameters in the message and in a field. */
function failedQuery(): Error {
  const error = new Error('Failed query: update "user" set "name" = $1 where "user"."id" = $2\nparams: Ana,user-id-marker');
  Object.assign(error, { query: 'update "user" set "name" = $1 where "user"."id" = $2', params: ['Ana', 'user-id-marker'] });
  return error;
}

describe('better-auth’s unexpected errors reach the redacting logger, not console.error', () => {
  it('keeps an error as serializeError does: the SQL without the parameters that name the user', () => {
    const { lines, logger } = captured();
    logger.log('error', 'Error', failedQuery());
    const [line] = lines.map((text) => JSON.parse(text) as { component: string; msg: string; error: { sql: string } });
    expect(line).toMatchObject({ component: 'auth', msg: 'Error', error: { sql: 'update "user" set "name" = $1 where "user"."id" = $2' } });
    expect(lines.join('')).not.toContain('user-id-marker');
  });

  it('leaves out arguments that are not errors, and addresses named in the message', () => {
    const { lines, logger } = captured();
    logger.log('warn', 'Sign-up attempt for existing email: ana@example.com', { email: 'ana@example.com', name: 'value-marker' });
    expect(lines.join('')).not.toMatch(/ana@example\.com|value-marker/);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'Sign-up attempt for existing email: [email]' });
  });
});
