import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/config/env.ts';
import { user as authUser } from '#server/db/schema/auth.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { startWorkers } from '#server/jobs/workers.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import { createServices, type Services, stopServices } from '#server/services.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const ADMIN_EMAIL = 'admin@arcana.test';
export const TEST_PASSWORD = 'correct horse battery';
export const TEST_JOB_KEY = Buffer.alloc(32, 7).toString('base64');

/** A user signed up through better-auth, with the cookie that carries their session. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  /** Every line the server logged, for tests that prove secrets never reach the log. */
  logs: string[];
  /** Every route registered, with whether it sits behind the session check. */
  routes: RouteOptions[];
  request(options: InjectOptions & { user?: TestUser }): Promise<LightMyRequestResponse>;
  signUp(overrides?: { email?: string; name?: string }): Promise<TestUser>;
  /** A new session for an existing user (as after signing out and back in). */
  signIn(user: TestUser): Promise<TestUser>;
  close(): Promise<void>;
}

let userCount = 0;

/** A loopback address of its own per call, so tests don't share one sign-up rate limit. */
export function clientAddress(): string {
  userCount += 1;
  return `127.1.${Math.floor(userCount / 250) % 250}.${(userCount % 250) + 1}`;
}

/**
 * A real app on a fresh database of this project's kind, driven by fastify.inject. `env` overrides
 * variables (undefined unsets one, e.g. PUBLIC_URL); requests come from the first trusted origin.
 */
export async function startTestServer(options: { workers?: boolean; oracle?: Oracle; env?: Record<string, string | undefined> } = {}): Promise<TestServer> {
  const { database, url, drop } = await openTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: 'info',
    // Tests stand for many visitors: each sends its own X-Forwarded-For (see clientAddress).
    TRUST_PROXY: 'true',
    DATABASE_URL: url,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    JOB_KEY: TEST_JOB_KEY,
    ...options.env,
  });
  const origin = env.trustedOrigins[0];
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const log = pino(loggerOptions('info'), sink);
  const services = await createServices({ env, database, log, secrets: { authSecret: env.authSecret!, jobKey: env.jobKey! }, oracle: options.oracle });
  if (options.workers) await startWorkers(services);

  const clientDir = mkdtempSync(join(tmpdir(), 'arcana-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Arcana</title><div id="root"></div>');
  const routes: RouteOptions[] = [];
  const app = await buildApp(services, { clientDir, onRoute: (route) => routes.push(route) });
  await app.ready();

  const request: TestServer['request'] = ({ user, headers, ...rest }) =>
    app.inject({ ...rest, headers: { origin, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE, ...headers, ...(user ? { cookie: user.cookie } : {}) } });

  const signIn: TestServer['signIn'] = async (user) => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'x-forwarded-for': clientAddress() },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return { ...user, cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  };

  return {
    app,
    services,
    logs,
    routes,
    request,
    signIn,
    async signUp(overrides = {}) {
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
      const id = response.json<{ user: { id: string } }>().user.id;
      // Accounts confirm their email (the emailed link) before they can sign in; tests start confirmed.
      await services.database.db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, id));
      return signIn({ id, email, name, cookie: '' });
    },
    async close() {
      await app.close();
      await stopServices(services);
      await drop();
    },
  };
}
