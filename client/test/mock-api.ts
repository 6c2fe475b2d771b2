import { vi } from 'vitest';
import type { BodyInputOf, Declaration, PathParamNames, ResponseOf } from '#common/api/endpoint.ts';
import type { ApiError } from '#common/api/errors.ts';

/** A call the page made to a mocked declaration: its path's params, its query and the JSON body it sent. */
export interface MockedRequest<D extends Declaration> {
  params: Record<PathParamNames<D['path']>, string>;
  query: URLSearchParams;
  body: BodyInputOf<D>;
}

/** An error answer: the status and the API's error shape (ApiErrorSchema), as the server refuses. */
export class ApiRefusal {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {}
}

/** Answers a mocked call with `status` and this error body. */
export const refusal = (status: number, body: ApiError) => new ApiRefusal(status, body);

type Answer<D extends Declaration> = ResponseOf<D> | ApiRefusal;

/** A declaration and its answer, typed by its response; or a function of the request, for answers that change. */
export type ApiRoute<D extends Declaration> = readonly [declaration: D, answer: Answer<D> | ((request: MockedRequest<D>) => Answer<D>)];

/** The mock mockApi installed, and what was asked of it. */
export interface ApiMock {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The calls made to `declaration`, oldest first. */
  requests<D extends Declaration>(declaration: D): MockedRequest<D>[];
}

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The params of `pathname` when it is a URL of `declaration`'s path, else null. */
function matchPath(declaration: Declaration, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = declaration.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PARAM, (_segment, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (match === null) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global fetch with one that answers each call of a declared route (its method, and its path with any
 * params) with the route's answer: the body with 200, or a refusal with its status. Anything else gets the
 * API's 404, naming what was asked. The routes' answers are typed by each declaration's response, so a fixture
 * that no longer fits the contract fails to compile.
 */
export function mockApi<const Declarations extends readonly Declaration[]>(routes: { [Index in keyof Declarations]: ApiRoute<Declarations[Index]> }): ApiMock {
  const seen: { declaration: Declaration; request: MockedRequest<Declaration> }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    for (const [declaration, answer] of routes as readonly ApiRoute<Declaration>[]) {
      if (declaration.method !== method) continue;
      const params = matchPath(declaration, url.pathname);
      if (params === null) continue;
      const request = { params, query: url.searchParams, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) } as MockedRequest<Declaration>;
      seen.push({ declaration, request });
      const answered = typeof answer === 'function' ? answer(request) : answer;
      return answered instanceof ApiRefusal ? json(answered.status, answered.body) : json(200, answered);
    }
    return json(404, { error: 'not_found', message: `No answer is mocked for ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests: <D extends Declaration>(declaration: D) =>
      seen.filter((call) => call.declaration === declaration).map((call) => call.request as unknown as MockedRequest<D>),
  };
}
