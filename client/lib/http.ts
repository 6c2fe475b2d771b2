import * as z from 'zod/mini';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { type BodyInputOf, type Endpoint, endpointUrl, type HttpMethod, type ParamsOf, type QueryOf, type ResponseOf, type UrlArgs } from '#common/api/endpoint.ts';
import { ApiErrorSchema, type ApiError } from '#common/api/errors.ts';
import { clearContentCache, readCached, writeCached } from './cache.ts';
import { raiseErrorFlag } from './error-flag.ts';
import { HttpError, NetworkError } from './http-error.ts';
import { track } from './request-tracker.ts';

/** What every call rejects with, so its callers import them from here. */
export { HttpError, NetworkError } from './http-error.ts';

/** How one call is made beyond what its declaration says. */
export interface CallOptions {
  /** Serve from and store in the response cache (docs/product.md#response-cache "cached"). */
  cached?: boolean;
  /**
   * Leave the global error flag alone when the server explained the failure — a 4xx, or a 503 that
   * says the server is busy and when to retry: the caller shows the server's message.
   */
  quietExplained?: boolean;
}

/** How {@link send} treats a failure: as every product call does, or as the caller's alone to show (better-auth's forms). */
type FailureHandling = 'shared' | 'caller';

interface RequestOptions extends CallOptions {
  method: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  failures?: FailureHandling;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
const lockedListeners = new Set<Listener>();

/**
 * Calls `listener` whenever a call answers 401. A 401 means "not signed in", never the Error
 * dialog; the signed-in shell listens and goes to /login. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Calls `listener` whenever a call answers 403 `locked`: the session's encryption key was locked
 * (signed out elsewhere, expired). Never the Error dialog; the signed-in shell listens, forgets
 * what it decrypted and goes to the unlock page. Returns the unsubscribe function.
 */
export function onLocked(listener: Listener): () => void {
  lockedListeners.add(listener);
  return () => lockedListeners.delete(listener);
}

const isExplained = (status: number) => status < 500 || status === 503;

/** The server's own words for an outage it knows about (docs/product.md#messages-and-errors), worth showing the user. */
const OUTAGE_CODES = new Set(['unavailable', 'storage_full']);
const outageExplanation = (status: number, details: ApiError | null) =>
  status === 503 && details !== null && OUTAGE_CODES.has(details.error) ? details.message : null;
const isLocked = (status: number, details: ApiError | null) => status === 403 && details?.error === 'locked';

/** better-auth's refusals say `{code, message}` where the rest of the API says `{error, message}`; the code may be missing. */
const AuthErrorSchema = z.object({ code: z.optional(z.string()), message: z.optional(z.string()) });

async function readErrorDetails(response: Response): Promise<ApiError | null> {
  try {
    const body: unknown = await response.json();
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    const auth = AuthErrorSchema.safeParse(body);
    return auth.success ? { error: auth.data.code ?? '', message: auth.data.message ?? '' } : null;
  } catch {
    return null;
  }
}

/** The whole seconds a retry-after header holds, or null when it is missing or holds no number of seconds. */
function headerSeconds(header: string | null): number | null {
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/**
 * Seconds to wait from the Retry-After header (when it holds seconds), else from better-auth's X-Retry-After (its rate
 * limit sends only that one), else from the error body; null when none says.
 */
function readRetryAfter(response: Response, details: ApiError | null): number | null {
  return headerSeconds(response.headers.get('Retry-After')) ?? headerSeconds(response.headers.get('X-Retry-After')) ?? details?.retryAfterSeconds ?? null;
}

async function toHttpError(response: Response): Promise<HttpError> {
  const details = await readErrorDetails(response);
  return new HttpError(response.status, details, readRetryAfter(response, details));
}

async function send(url: string, options: RequestOptions): Promise<unknown> {
  const hasBody = options.body !== undefined;
  // The app header proves to the server that the call comes from Arcana's own pages (docs/decisions/0007).
  const headers: Record<string, string> = { Accept: 'application/json', [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };
  if (hasBody) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      credentials: 'same-origin',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const error = await toHttpError(response);
    if (options.failures === 'caller') throw error;
    if (response.status === 401) {
      for (const listener of unauthorizedListeners) listener();
    } else if (isLocked(response.status, error.details)) {
      // Decrypted copies must not outlive the key, whoever listens (docs/decisions/0014).
      clearContentCache();
      for (const listener of lockedListeners) listener();
    } else if (!(options.quietExplained && isExplained(response.status))) {
      raiseErrorFlag(outageExplanation(response.status, error.details));
    }
    throw error;
  }
  const body: unknown = await response.json();
  if (options.cached && response.status === 200) void writeCached(url, body);
  return body;
}

/**
 * Makes one tracked, same-origin API call and parses the answer with `schema`. Any non-OK
 * response throws {@link HttpError} and raises the global error flag (except 401, 403 `locked`,
 * and failures the server explained when `quietExplained`); an answer that breaks the contract
 * raises it too. No answer at all throws {@link NetworkError} and leaves the flag alone: the pages
 * and the header say the device is offline instead (docs/product.md#installing-offline-and-updates).
 */
async function request<S extends z.core.$ZodType>(url: string, schema: S, options: RequestOptions): Promise<z.output<S>> {
  const cached = options.cached ? await readCached(url) : undefined;
  if (cached !== undefined) {
    const hit = z.safeParse(schema, cached);
    if (hit.success) return hit.data;
  }
  try {
    return z.parse(schema, await track(send(url, options)));
  } catch (error) {
    if (!(error instanceof HttpError || error instanceof NetworkError)) raiseErrorFlag();
    throw error;
  }
}

type Fields = Record<never, never>;
/** What a call of `E` is given: params when its path has any, its query, its body when it takes one. */
export type CallInput<E extends Endpoint> = (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : Fields extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> }) &
  (BodyInputOf<E> extends undefined ? { body?: undefined } : { body: BodyInputOf<E> });

/** The input may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> = Fields extends CallInput<E>
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

/**
 * Calls `endpoint` (common/api): its method, its path filled with `params`, `query` appended and
 * `body` sent as JSON; resolves to the answer parsed with its response schema. Fails as
 * {@link request} does.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const url = endpointUrl(endpoint, ...([params, query] as UrlArgs<E>));
  // The answer is parsed with endpoint.response, which is what ResponseOf<E> names.
  return request(url, endpoint.response, { ...options, method: endpoint.method, body }) as Promise<ResponseOf<E>>;
}

/**
 * POSTs `body` to one of better-auth's own endpoints (docs/architecture.md#calls-beyond-the-product-list): sent with the
 * same headers and read with the same Retry-After handling as every other call, and tracked like them. Its failures are
 * the caller's to show (in its form, through refusalOf): it rejects with {@link HttpError}, or the fetch's own error when
 * no answer came, and never raises the Error dialog or tells the 401 and locked listeners.
 */
export async function callAuth(path: string, body: Record<string, string | boolean>): Promise<void> {
  await track(send(path, { method: 'POST', body, failures: 'caller' }));
}

/**
 * Resolves to `fallback` when `pending` fails: the product’s (docs/product.md#messages-and-errors) swallowing calls (the
 * flag is already raised). A call that got no answer still rejects: an empty list or zero gems would pass for the truth
 * while offline, where the query keeps what it last had and fetches again once the connection returns.
 */
export async function orFallback<T>(pending: Promise<T>, fallback: T): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    return fallback;
  }
}
