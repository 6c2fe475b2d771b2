import { eq } from 'drizzle-orm';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from '#server/config/env.ts';
import { openPglite } from '#server/db/database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { migratePgliteDb } from '#server/db/migrate.ts';
import { user } from '#server/db/schema/auth.ts';
import { APP_ORIGIN, type AppServer, startAppServer } from '#server/test/app-server.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';
import type { TestDatabase } from '#server/test/test-database.ts';

/** What every call of the app's own pages carries: its origin and the app header (docs/decisions/0007). */
export const BENCH_HEADERS = { origin: APP_ORIGIN, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE };

export interface BenchServerOptions {
  workers?: boolean;
  /** A PostgreSQL server to make a fresh database on; without it, PGlite. */
  postgresUrl?: string;
  /** Where PGlite keeps its files, as the embedded app does under DATA_DIR; default in memory. */
  dataDir?: string;
  /** Variables over the test server's defaults (e.g. the model provider). */
  env?: Record<string, string>;
}

/**
 * A fresh database: a new one on the PostgreSQL at `postgresUrl`, a PGlite in memory, or one in
 * `dataDir` opened as the embedded app opens it (a new directory is created by a child process,
 * which keeps its memory out of this process's RSS).
 */
async function openBenchDatabase(postgresUrl: string | undefined, dataDir: string | undefined): Promise<TestDatabase> {
  if (postgresUrl) return createTemporaryPostgres(postgresUrl, 'arcana_bench', DEFAULT_DATABASE_POOL_SIZE);
  if (dataDir) return { database: await openDatabase({ databaseUrl: undefined, databasePoolSize: DEFAULT_DATABASE_POOL_SIZE, dataDir }), url: undefined, drop: async () => {} };
  const database = await openPglite({ dataDir: 'memory://' });
  await migratePgliteDb(database.pglite);
  return { database, url: undefined, drop: async () => {} };
}

/**
 * The real app, driven by inject so the numbers measure our code, not the network: on a fresh
 * in-memory PGlite, or on a fresh database of the PostgreSQL at `postgresUrl`; it logs nothing.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<AppServer> {
  const database = await openBenchDatabase(options.postgresUrl, options.dataDir);
  return startAppServer({ database, workers: options.workers, logLevel: 'silent', env: options.env });
}

/**
 * Signs a bench user up and in, returning the session cookie. Accounts confirm their email before
 * they can sign in; a bench has no inbox, so it marks the account confirmed directly.
 */
export async function signUpBenchUser(server: Pick<AppServer, 'app' | 'services'>, email: string, headers: Record<string, string>): Promise<string> {
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

/** The `p`-th percentile (0–100) of a sample, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Rounds to `digits` decimals, for tables. */
export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

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
