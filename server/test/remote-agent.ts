import type { InjectOptions } from 'fastify';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { postSignUp, signInThrough, type TestResponse, type TestUser, type UserAgent } from './test-server.ts';

export interface RemoteAgentOptions {
  /** The newest confirmation link the servers logged for `email` (ServerProcess.confirmationLink of the one that handled the sign-up). */
  confirmationLink(email: string): Promise<string>;
  /** Where the app's pages live (the Origin its calls carry); default `baseURL`. */
  origin?: string;
}

type Cookie = TestResponse['cookies'][number];

function cookiesOf(headers: Headers): Cookie[] {
  return headers.getSetCookie().map((line) => {
    const pair = line.slice(0, line.indexOf(';') === -1 ? undefined : line.indexOf(';'));
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: decodeURIComponent(pair.slice(equals + 1)) };
  });
}

async function toTestResponse(response: Response): Promise<TestResponse> {
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    statusCode: response.status,
    headers,
    body,
    json: <T>() => JSON.parse(body) as T,
    cookies: cookiesOf(response.headers),
  };
}

/**
 * The user agent of server/test/test-server.ts over real HTTP, for server processes started with
 * server/test/spawned-server.ts: the same helpers (signUpWithKey, readingRequest, waitForReading…)
 * drive them. Sign-up confirms through the logged link, as a user without a mail server does. Each
 * sign-up and sign-in comes from an address of its own (X-Forwarded-For), so the servers need
 * TRUST_PROXY=1 for the per-address limits to see them as different clients, as behind a proxy.
 */
export function remoteAgent(baseURL: string, options: RemoteAgentOptions): UserAgent {
  const origin = options.origin ?? baseURL;

  const request: UserAgent['request'] = async ({ method = 'GET', url, headers, payload, user }: InjectOptions & { user?: TestUser }) => {
    const json = payload !== undefined && typeof payload === 'object';
    const response = await fetch(`${baseURL}${String(url)}`, {
      method,
      redirect: 'manual',
      headers: {
        origin,
        [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
        ...(user ? { cookie: user.cookie } : {}),
      },
      body: payload === undefined ? undefined : json ? JSON.stringify(payload) : String(payload),
    });
    return toTestResponse(response);
  };

  const signIn = signInThrough(request);

  return {
    request,
    signIn,
    async signUp(overrides = {}) {
      const { id, email, name } = await postSignUp(request, overrides);
      const link = new URL(await options.confirmationLink(email));
      const confirmed = await fetch(`${baseURL}${link.pathname}${link.search}`, { redirect: 'manual' });
      if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
      return signIn({ id, email, name, cookie: '' });
    },
  };
}
