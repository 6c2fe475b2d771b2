import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { type Auth, createAuth } from './auth/auth.ts';
import { broadcastCachePurges } from './caches/purge-broadcast.ts';
import { CacheRegistry } from './caches/registry.ts';
import type { Env } from './config/env.ts';
import type { Secrets } from './config/secrets.ts';
import type { Database } from './db/database.ts';
import type { ChannelListener } from './db/listen-channel.ts';
import { startBoss } from './jobs/boss.ts';
import type { JobPump } from './jobs/job-pump.ts';
import { createLocalJobWakeUp, createPostgresJobWakeUp, type JobWakeUp } from './jobs/job-wake-up.ts';
import { createOracle } from './oracle/create-oracle.ts';
import { createScreenedOracle } from './oracle/screened-oracle.ts';
import type { Oracle } from './oracle/oracle.ts';
import { createLocalProgressBus, createPostgresProgressBus, type ProgressBus } from './readings/progress-bus.ts';

/** What routes and jobs need, built once at start-up (main.ts) or per test file (test/test-server.ts). */
export interface Services {
  env: Env;
  database: Database;
  auth: Auth;
  boss: PgBoss;
  log: Logger;
  /** Signs sessions (better-auth) and derives per-form honeypot names. */
  authSecret: string;
  /** Encrypts pending reading work while it waits for a worker (docs/architecture.md#pending-work); live progress on PostgreSQL is sealed under a key derived from it. */
  jobKey: Buffer;
  /** The model that writes readings. */
  oracle: Oracle;
  /** Reading progress to every API process (SSE). */
  progress: ProgressBus;
  /** Announces new jobs to the workers of every process, so pickup does not wait for a poll. */
  jobWakeUp: JobWakeUp;
  /** The job loops running in this process (startWorkers), stopped before the queue. */
  jobPumps: JobPump[];
  /** This process's in-memory caches, for the admins' cache dashboard. */
  caches: CacheRegistry;
  /** On PostgreSQL, hears the cache purges other processes announce (server/caches/purge-broadcast.ts). */
  cachePurges?: ChannelListener;
}

/** Wires the services on an open, migrated database. */
export async function createServices(options: { env: Env; database: Database; log: Logger; secrets: Secrets; oracle?: Oracle }): Promise<Services> {
  const { env, database, log, secrets } = options;
  const { authSecret } = secrets;
  const jobKey = Buffer.from(secrets.jobKey, 'base64');
  const boss = await startBoss(database, env.databaseUrl, env.ai.timeoutSeconds);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const auth = createAuth({ env, secret: authSecret, db: database.db, log });
  const progress = database.pool ? await createPostgresProgressBus(database.pool, log, jobKey) : createLocalProgressBus();
  const jobWakeUp = database.pool ? createPostgresJobWakeUp(database.pool, log) : createLocalJobWakeUp();
  // Whatever writes the readings, the safety screen stands in front of it (docs/product.md#safety).
  const oracle = createScreenedOracle(options.oracle ?? (await createOracle(env.ai)));
  const caches = new CacheRegistry();
  const cachePurges = database.pool ? await broadcastCachePurges(database.pool, caches, log) : undefined;
  return { env, database, auth, boss, log, authSecret, jobKey, oracle, progress, jobWakeUp, jobPumps: [], caches, cachePurges };
}

/**
 * How long a stop waits for the jobs (and, in main.ts, the requests) in flight before handing them back
 * (docs/architecture.md#stopping). With the steps after it, a stop ends within the 10 seconds container runtimes
 * give before they kill.
 */
export const DRAIN_MS = 5_000;
/** pg-boss's own workers (dead letters, purge, ping) run short jobs; this is their wait once the reading jobs are done. */
const QUEUE_STOP_MS = 1_000;

/**
 * Stops the job loops (letting running jobs finish, handing back those still running after DRAIN_MS) while
 * `draining` (the HTTP server's own drain) runs, then the queue, the progress bus and the database they needed.
 */
export async function stopServices(services: Services, draining?: Promise<unknown>): Promise<void> {
  await services.jobWakeUp.close();
  await Promise.all([draining, ...services.jobPumps.map((pump) => pump.stop(DRAIN_MS))]);
  await services.boss.stop({ graceful: true, wait: true, timeout: QUEUE_STOP_MS });
  await services.progress.close();
  await services.cachePurges?.close();
  await services.database.close();
}
