import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#common/api/errors.ts';
import { isDatabaseUnavailable, isDiskFull, isUnstorableText } from '#server/db/errors.ts';
import { outageLog } from './outage-log.ts';

/** An error a route throws on purpose: the status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429 with the seconds to wait, sent as a Retry-After header and in the body. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

/** 503 when bounded server work is saturated on purpose: the seconds to wait go in Retry-After and the body. */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'busy', message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, field?: string) => new HttpError(400, 'bad_request', message, field);

/** What a request hears while the database cannot be reached (docs/architecture.md#database-pglite-or-postgresql). */
const DATABASE_UNAVAILABLE = { message: 'Arcana cannot reach its database right now. Please try again in a few seconds.', retryAfterSeconds: 5 };

/** What a write hears while the disk holding the database is full (docs/architecture.md#database-pglite-or-postgresql). */
const STORAGE_FULL_MESSAGE = 'Arcana’s storage is full, so nothing new can be saved right now. Please tell the person who runs this Arcana.';

const logDiskFull = outageLog('error', 'the disk holding the database is full: free some space, and writes work again');
const logDatabaseUnavailable = outageLog('warn', 'database unavailable');

function body(error: string, message: string, field?: string): ApiError {
  return field === undefined ? { error, message } : { error, message, field };
}

/**
 * Turns every failure into a JSON error. Bad input is a 400 naming the field, with the schema's own
 * message as it is (the product quotes some of them exactly; `field` already names the field); anything
 * unexpected is a 500 with a generic message — the details go to the log, never to the client.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const context = error.validationContext ?? 'request';
    const field = issue?.instancePath.split('/').filter(Boolean).join('.') || context;
    return reply.code(400).send(body('bad_request', issue?.message ?? `${field} is invalid`, field));
  }
  if (error instanceof RateLimitedError || error instanceof ServiceBusyError) {
    const { retryAfterSeconds } = error;
    return reply.code(error.statusCode).header('retry-after', String(retryAfterSeconds)).send({ ...body(error.code, error.message), retryAfterSeconds });
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(body(error.code, error.message, error.field));
  }
  if (isUnstorableText(error)) {
    // A safety net behind the contract's checks: which input carried the character is unknown here.
    return reply.code(400).send(body('bad_request', 'The request contains a character that cannot be stored.'));
  }
  if (isDiskFull(error)) {
    // Reads still work and nothing written before is harmed; writes succeed again once space is freed.
    logDiskFull(request.log, error);
    return reply.code(503).send(body('storage_full', STORAGE_FULL_MESSAGE));
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of PostgreSQL: the pool reconnects by itself on the next request, so
    // the client is told to retry shortly rather than that something broke.
    logDatabaseUnavailable(request.log, error);
    const { retryAfterSeconds } = DATABASE_UNAVAILABLE;
    return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ ...body('unavailable', DATABASE_UNAVAILABLE.message), retryAfterSeconds });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
    return reply.code(status).send(body('bad_request', error.message, status === 400 ? 'body' : undefined));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
}
