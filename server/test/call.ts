import { type BodyInputOf, type Declaration, endpointUrl, type ParamsOf, type QueryOf, type ResponseOf, type UrlArgs } from '#common/api/endpoint.ts';
import type { TestResponse, TestUser, UserAgent } from './test-server.ts';

type Fields = Record<never, never>;

/** What a call of `D` sends: params when its path has any, a query, a body when it takes one, and headers of the test's own. */
export type CallInput<D extends Declaration> = (ParamsOf<D> extends undefined ? { params?: undefined } : { params: ParamsOf<D> }) &
  (QueryOf<D> extends undefined ? { query?: undefined } : { query?: QueryOf<D> }) &
  (BodyInputOf<D> extends undefined ? { body?: undefined } : { body: BodyInputOf<D> }) & { headers?: Record<string, string> };

/** The input may be left out when nothing in it is required. */
type CallArgs<D extends Declaration> = Fields extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

/** The answer: its status, its JSON body typed by the declaration's response (read it after a 200), and the response itself. */
export interface CallResult<D extends Declaration> {
  status: number;
  body: ResponseOf<D>;
  response: TestResponse;
}

/**
 * Calls `declaration` (common/api) as the app's pages do, as `user` (signed out when undefined): its method, its
 * path filled with `params`, `query` appended, `body` sent as JSON, through the server's request (origin and app
 * header set). Tests name the call, not its path, so they follow the contract (scripts/lint/api-paths-in-tests.ts).
 */
export async function call<D extends Declaration>(
  server: Pick<UserAgent, 'request'>,
  user: TestUser | undefined,
  declaration: D,
  ...[input]: CallArgs<D>
): Promise<CallResult<D>> {
  const { params, query, body, headers } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> };
  const response = await server.request({
    method: declaration.method,
    url: endpointUrl(declaration, ...([params, query] as UrlArgs<D>)),
    ...(body === undefined ? {} : { payload: body as object }),
    ...(headers ? { headers } : {}),
    ...(user ? { user } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // The body is typed by the declaration's response: what the route answers with a 200.
  return { status: response.statusCode, body: (isJson ? response.json() : undefined) as ResponseOf<D>, response };
}

/**
 * A value the declaration's types refuse, sent as is: for tests of how the server answers a malformed query or body.
 */
export const malformed = (value: unknown): never => value as never;
