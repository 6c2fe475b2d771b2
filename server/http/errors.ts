import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#common/api/errors.ts';
import { isUnstorableText } from '#server/db/errors.ts';

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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
    return reply.code(status).send(body('bad_request', error.message, status === 400 ? 'body' : undefined));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(body('internal', 'Something went wrong on our side. Please try again.'));
}
