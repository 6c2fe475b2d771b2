import type { Database } from '#server/db/database.ts';
import { postgresEnv, type SpawnedServer, startSpawnedServer } from './spawned-server.ts';
import { createTemporaryPostgres } from './temporary-postgres.ts';

/** Connections each process keeps (DATABASE_POOL_SIZE) unless the caller says otherwise; pg-boss and LISTEN add a few. */
const POOL_SIZE = 8;

/** API and worker processes sharing one throwaway PostgreSQL database, as a scaled-out install runs (docs/architecture.md#processes-and-roles). */
export interface Cluster {
  /** The shared database, migrated before any process started, for the test's own reads and set-up. */
  database: Database;
  databaseUrl: string;
  /** The `--role web` processes, each on its own loopback port. */
  webs: SpawnedServer[];
  /** The `--role worker` processes. */
  workers: SpawnedServer[];
  /** Stops every process, then closes and drops the database; safe to call twice. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** The PostgreSQL server to make the database on (TEST_DATABASE_URL). */
  adminUrl: string;
  webs: number;
  workers: number;
  /** Variables for every process besides those of postgresEnv (e.g. AI_PROVIDER, DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
  /** The database name's prefix (default `arcana_cluster`). */
  prefix?: string;
}

/**
 * Starts `webs` API and `workers` worker processes from the sources on one fresh PostgreSQL database with shared
 * secrets, and waits until each is ready. If any fails to start, everything started so far is stopped and dropped.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const temporary = await createTemporaryPostgres(options.adminUrl, options.prefix ?? 'arcana_cluster');
  const env = {
    // Several processes share one PostgreSQL (100 connections by default) with other tests: each keeps a small pool.
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    ...options.env,
    ...postgresEnv(temporary.url),
  };
  const roles = [...Array.from({ length: options.webs }, () => 'web' as const), ...Array.from({ length: options.workers }, () => 'worker' as const)];
  // All at once, as an orchestrator starts them: concurrent starts on a new database must take turns by themselves.
  const outcomes = await Promise.allSettled(roles.map((role) => startSpawnedServer({ role, env })));
  const servers = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await Promise.all(servers.map((server) => server.stop()));
    await temporary.database.close();
    await temporary.drop();
  };
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { database: temporary.database, databaseUrl: temporary.url, webs: servers.slice(0, options.webs), workers: servers.slice(options.webs), stop };
}
