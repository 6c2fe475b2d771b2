import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from '#server/app.ts';
import { type Env, parseEnv } from '#server/config/env.ts';
import { loggerOptions } from '#server/http/logger.ts';
import { startWorkers } from '#server/jobs/workers.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import { createServices, type Services, stopServices } from '#server/services.ts';
import type { TestDatabase } from './test-database.ts';

/** The app's public address in process; requests carry it as their origin. */
export const APP_ORIGIN = 'http://localhost:3000';
export const APP_JOB_KEY = Buffer.alloc(32, 7).toString('base64');
const APP_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export interface AppServerOptions {
  /** A fresh database of its own: closing the server closes and drops it. */
  database: TestDatabase;
  /** Start the pg-boss workers, so queued jobs run. */
  workers?: boolean;
  oracle?: Oracle;
  /** Variables over the defaults below; undefined unsets one (e.g. PUBLIC_URL). */
  env?: Record<string, string | undefined>;
  /** What the log keeps in `logs`; benchmarks pass 'silent' so logging costs them nothing. */
  logLevel?: Env['logLevel'];
  /** A client build to serve instead of the stub page; the caller owns (and removes) it. */
  clientDir?: string;
}

export interface AppServer {
  app: FastifyInstance;
  services: Services;
  /** The first trusted origin: where the app's own pages call from. */
  origin: string;
  /** Every line the server logged, for tests that prove secrets never reach the log. */
  logs: string[];
  /** Every route registered, with whether it sits behind the session check. */
  routes: RouteOptions[];
  /** Serves over a real socket on a free loopback port, for what inject() bypasses; resolves to its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app in this process, driven by fastify.inject unless `listen` is called: the same
 * services, logger options and routes as `server/main.ts`, with a stub client page.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { database, url, drop } = options.database;
  const logLevel = options.logLevel ?? 'info';
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: APP_ORIGIN,
    LOG_LEVEL: logLevel,
    // Tests and benchmarks stand for many visitors: each sends its own X-Forwarded-For.
    TRUST_PROXY: 'true',
    DATABASE_URL: url,
    AUTH_SECRET: APP_AUTH_SECRET,
    JOB_KEY: APP_JOB_KEY,
    ...options.env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const log = pino(loggerOptions(logLevel), sink);
  const services = await createServices({ env, database, log, secrets: { authSecret: env.authSecret!, jobKey: env.jobKey! }, oracle: options.oracle });
  if (options.workers) await startWorkers(services);

  const stubDir = options.clientDir ? undefined : mkdtempSync(join(tmpdir(), 'arcana-client-'));
  if (stubDir) writeFileSync(join(stubDir, 'index.html'), '<!doctype html><title>Arcana</title><div id="root"></div>');
  const clientDir = options.clientDir ?? stubDir;
  const routes: RouteOptions[] = [];
  const app = await buildApp(services, { clientDir, onRoute: (route) => routes.push(route) });
  await app.ready();

  return {
    app,
    services,
    origin: env.trustedOrigins[0]!,
    logs,
    routes,
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    async close() {
      await app.close();
      await stopServices(services);
      await drop();
      if (stubDir) rmSync(stubDir, { recursive: true, force: true });
    },
  };
}
