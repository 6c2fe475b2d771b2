import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Env } from '#server/config/env.ts';
import { decodedPath } from './matched-path.ts';

/**
 * Share links carry key material in their last segment (docs/architecture.md#shares), and the email subscription's
 * path an address: never let either reach a log. The path is read as the router reads it (decoded, without an
 * absolute form's host), so `/v%31/api/email/subscribe/…` is redacted too; the secret runs to the end of the path,
 * whatever it decodes to (an encoded slash or question mark included). The query is never logged.
 */
export function redactUrl(url: string): string {
  const hasQuery = url.includes('?');
  const path = decodedPath(url).replace(
    /(\/shared?_reading\/[^/?#]+\/|\/v1\/share\/(?:get|image)\/[^/?#]+\/|\/v1\/api\/email\/subscribe\/)[\s\S]*/g,
    '$1[redacted]',
  );
  return hasQuery ? `${path}?[query]` : path;
}

/** Causes logged at most, so a cyclic chain cannot loop. */
const MAX_CAUSES = 4;

/** Plain identifying fields a database error may carry; never `params`, `detail` or `where`, which hold values. */
const SAFE_DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

/**
 * A message without the values it may quote. Drizzle appends the query's parameters ("params: …"),
 * and PostgreSQL quotes offending values (`invalid input syntax for type integer: "abc"`).
 */
function redactMessage(message: string, isDatabaseError: boolean): string {
  const withoutParams = message.replace(/\nparams: [\s\S]*$/, '');
  return isDatabaseError ? withoutParams.replace(/"[^"]*"|'[^']*'/g, '[redacted]') : withoutParams;
}

/**
 * An error as the log may hold it. Query parameters of a failed query include wrapped keys, verifiers
 * and password hints, so only named, value-free fields are kept: the class, the SQLSTATE and what the
 * database names (constraint, table), the SQL text without its parameters, and the stack's frames
 * (its first line repeats the message).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  // A plain value (some callers log a message string as `err`) has no fields to leak.
  if (typeof error !== 'object' || error === null) return error;
  const source = error as Record<string, unknown>;
  const isDatabaseError = typeof source.severity === 'string';
  const out: Record<string, unknown> = { type: error.constructor?.name ?? 'Object' };
  if (typeof source.message === 'string') out.message = redactMessage(source.message, isDatabaseError);
  if (typeof source.statusCode === 'number') out.statusCode = source.statusCode;
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof source[field] === 'string' || typeof source[field] === 'number') out[field] = source[field];
  }
  if (typeof source.query === 'string') out.sql = source.query;
  if (typeof source.stack === 'string') out.stack = source.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  if (source.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** The logger's options, shared by the server and the test server so tests see exactly what production logs. */
export function loggerOptions(level: Env['logLevel']): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}

/** JSON logs with request method, path and status — never bodies, cookies, authorization headers or query parameters. */
export function createLogger(level: Env['logLevel']): Logger {
  return pino(loggerOptions(level));
}
