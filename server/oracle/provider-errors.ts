/**
 * Turns what the AI SDK throws into OracleErrors whose `retryable` flag the job worker acts on.
 *
 * The AI SDK's errors are never attached as `cause`: an APICallError carries the request body (the
 * prompt, and with it the querent's question) and sometimes the response body (the reading), and a
 * logger serialising the cause chain would write them out. Messages keep only status codes and
 * error names.
 */
import { APICallError, AISDKError, NoObjectGeneratedError } from 'ai';
import { OracleError } from './oracle.ts';

/** Error codes of a connection that failed or dropped; worth another attempt. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CLOSED',
]);

function networkCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code: unknown = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    // undici ends a body cut off mid-stream with a bare TypeError('terminated').
    if (current instanceof TypeError && current.message === 'terminated') return 'terminated';
    current = current.cause;
  }
  return undefined;
}

/**
 * The OracleError for a failed model call.
 * - timed out or cancelled by the caller → retryable (nothing is wrong with the request);
 * - HTTP 429, 408 (a timeout by another name) and 5xx, and connections that fail or drop → retryable;
 * - any other HTTP status → permanent (bad request, bad key, unknown model);
 * - output that is not JSON or does not fit the schema → retryable: models get a reading's structure
 *   wrong now and then (cut off, prose around the JSON) and write it right on another attempt; one that
 *   never can costs the job's few attempts, then fails and is refunded once;
 * - anything else → permanent, so that an unknown failure is not retried blindly.
 */
export function toOracleError(error: unknown, context: { timedOut: boolean; cancelled: boolean; timeoutMs: number }): OracleError {
  if (error instanceof OracleError) return error;
  if (context.timedOut) return new OracleError(`The model did not finish within ${context.timeoutMs} ms`, true);
  if (context.cancelled) return new OracleError('The reading was cancelled before the model finished', true);
  const code = networkCode(error);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429 || status === 408 || (status !== undefined && status >= 500)) {
      return new OracleError(`The model provider answered HTTP ${status}`, true);
    }
    // No status: never connected. A 2xx with a network cause: the stream broke off half-way.
    if (status === undefined || code !== undefined) {
      return new OracleError(`The connection to the model provider failed (${code ?? 'no response'})`, true);
    }
    return status < 400
      ? new OracleError(`The model provider's response could not be read (HTTP ${status})`, false)
      : new OracleError(`The model provider answered HTTP ${status}`, false);
  }
  if (code !== undefined) return new OracleError(`The connection to the model provider failed (${code})`, true);
  if (NoObjectGeneratedError.isInstance(error)) return new OracleError('The model’s output was not a valid reading', true);
  if (AISDKError.isInstance(error)) return new OracleError(`The model call failed (${error.name})`, false);
  // Not from the AI SDK, so it holds no prompt: keep it as the cause for whoever debugs this.
  return new OracleError('The model call failed unexpectedly', false, { cause: error });
}
