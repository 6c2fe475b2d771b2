import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { user as authUser } from '#server/db/schema/auth.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export { APP_ORIGIN as TEST_ORIGIN, APP_JOB_KEY as TEST_JOB_KEY } from './app-server.ts';

export const ADMIN_EMAIL = 'admin@arcana.test';
export const TEST_PASSWORD = 'correct horse battery';

/** A user signed up through better-auth, with the cookie that carries their session. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

/** What a test needs of a response, whether injected in process or fetched from a server process. */
export type TestResponse = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'json' | 'cookies'>;

/** Calls the app as its pages do (origin and app header set), as a signed-in `user` when given. */
export interface UserAgent {
  request(options: InjectOptions & { user?: TestUser }): Promise<TestResponse>;
  signUp(overrides?: { email?: string; name?: string }): Promise<TestUser>;
  /** A new session for an existing user (as after signing out and back in). */
  signIn(user: TestUser): Promise<TestUser>;
}

export interface TestServer extends AppServer, UserAgent {
  request(options: InjectOptions & { user?: TestUser }): Promise<LightMyRequestResponse>;
}

let userCount = 0;

/** A loopback address of its own per call, so tests don't share one sign-up rate limit. */
export function clientAddress(): string {
  userCount += 1;
  return `127.1.${Math.floor(userCount / 250) % 250}.${(userCount % 250) + 1}`;
}

/** better-auth's sign-in, as the sign-in page calls it, from an address of its own, through `request`. */
export function signInThrough(request: UserAgent['request']): UserAgent['signIn'] {
  return async (user) => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': clientAddress() },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return { ...user, cookie: response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
  };
}

/** better-auth's sign-up through `request`, from an address of its own; the account still has to confirm its email. */
export async function postSignUp(request: UserAgent['request'], overrides: { email?: string; name?: string }): Promise<Omit<TestUser, 'cookie'>> {
  const address = clientAddress();
  const email = overrides.email ?? `user-${address}@arcana.test`;
  const name = overrides.name ?? `Test User ${address}`;
  const response = await request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': address },
    payload: { email, name, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { id: response.json<{ user: { id: string } }>().user.id, email, name };
}

/**
 * A real app on a fresh database of this project's kind (or on `database`, which closing the server closes and
 * drops), driven by fastify.inject (see startAppServer). `env` overrides variables (undefined unsets one, e.g. PUBLIC_URL); requests come
 * from the first trusted origin.
 */
export async function startTestServer(
  options: { workers?: boolean; oracle?: Oracle; env?: Record<string, string | undefined>; clientDir?: string; database?: TestDatabase } = {},
): Promise<TestServer> {
  const server = await startAppServer({ ...options, database: options.database ?? (await openTestDatabase()), env: { ADMIN_EMAILS: ADMIN_EMAIL, ...options.env } });
  const { app, origin, services } = server;

  const request: TestServer['request'] = ({ user, headers, ...rest }) =>
    app.inject({ ...rest, headers: { origin, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, ...headers, ...(user ? { cookie: user.cookie } : {}) } });

  const signIn = signInThrough(request);

  return {
    ...server,
    request,
    signIn,
    async signUp(overrides = {}) {
      const { id, email, name } = await postSignUp(request, overrides);
      // Accounts confirm their email (the emailed link) before they can sign in; tests start confirmed.
      await services.database.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, id));
      return signIn({ id, email, name, cookie: '' });
    },
  };
}
