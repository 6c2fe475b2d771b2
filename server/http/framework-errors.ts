import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from './errors.ts';

/**
 * Errors Fastify raises before any route runs (its `frameworkErrors` option), answered in the API's error shape
 * like every other: an address whose path holds a broken percent-escape (`/v1/…/%F0%9F`) is bad input in the
 * path's parameters, not a failure.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send({ error: 'bad_request', message: 'The address is not valid: it holds a broken %-escape.', field: 'params' });
  }
  return handleError(error, request, reply);
}
