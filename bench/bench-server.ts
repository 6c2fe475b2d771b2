import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { buildApp } from '#server/app.ts';
import { parseEnv } from '#server/config/env.ts';
import { openPglite } from '#server/db/database.ts';
import { migratePgliteDb } from '#server/db/migrate.ts';
import { user } from '#server/db/schema/auth.ts';
import { startWorkers } from '#server/jobs/workers.ts';
import { createServices, type Services, stopServices } from '#server/services.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';
/** What every call of the app's own pages carries: its origin and the app header (docs/decisions/0007). */
export const BENCH_HEADERS = { origin: BENCH_ORIGIN, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

export interface BenchServer {
  app: FastifyInstance;
  services: Services;
  close: () => Promise<void>;
}

/**
 * The real app, driven by inject so the numbers measure our code, not the network: on a fresh
 * in-memory PGlite, or on a fresh database of the PostgreSQL at `postgresUrl`.
 */
export async function startBenchServer(options: { workers?: boolean; postgresUrl?: string } = {}): Promise<BenchServer> {
  const postgres = options.postgresUrl ? await createTemporaryPostgres(options.postgresUrl, 'arcana_bench', 10) : undefined;
  const database = postgres?.database ?? (await openPglite({ dataDir: 'memory://' }));
  if (!postgres) await migratePgliteDb((database as Awaited<ReturnType<typeof openPglite>>).pglite);
  const jobKey = randomBytes(32).toString('base64');
  const authSecret = 'bench-secret-that-is-long-enough-for-better-auth';
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: BENCH_ORIGIN,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    DATABASE_URL: postgres?.url,
    AUTH_SECRET: authSecret,
    JOB_KEY: jobKey,
  });
  const services = await createServices({ env, database, log: pino({ level: 'silent' }), secrets: { authSecret, jobKey } });
  if (options.workers) await startWorkers(services);
  const clientDir = mkdtempSync(join(tmpdir(), 'arcana-bench-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html>');
  const app = await buildApp(services, { clientDir });
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await stopServices(services);
      await postgres?.drop();
    },
  };
}

/**
 * Signs a bench user up and in, returning the session cookie. Accounts confirm their email before
 * they can sign in; a bench has no inbox, so it marks the account confirmed directly.
 */
export async function signUpBenchUser(server: Pick<BenchServer, 'app' | 'services'>, email: string, headers: Record<string, string>): Promise<string> {
  const password = 'bench account password';
  const signUp = await server.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: { email, name: 'Bench', password } });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  await server.services.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Median of a sample, in the sample's unit. */
export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `fn` `runs` times after one warm-up and returns each run's milliseconds. */
export async function time(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** Median time of a bare Fastify request: the yardstick every ratio is taken against. */
export async function bareFastifyBaseline(runs = 300): Promise<number> {
  const { default: Fastify } = await import('fastify');
  const bare = Fastify();
  bare.get('/', async () => ({ ok: true }));
  await bare.ready();
  const baseline = median(await time(runs, () => bare.inject({ method: 'GET', url: '/' })));
  await bare.close();
  return baseline;
}
