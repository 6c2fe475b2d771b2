import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { type Auth, createAuth } from './auth/auth.ts';
import { CacheRegistry } from './caches/registry.ts';
import type { Env } from './config/env.ts';
import type { Secrets } from './config/secrets.ts';
import type { Database } from './db/database.ts';
import { startBoss } from './jobs/boss.ts';
import type { JobPump } from './jobs/job-pump.ts';
import { createLocalJobWakeUp, createPostgresJobWakeUp, type JobWakeUp } from './jobs/job-wake-up.ts';
import { createOracle } from './oracle/create-oracle.ts';
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
  /** Encrypts pending reading work while it waits for a worker (docs/architecture.md#pending-work). */
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
}

/** Wires the services on an open, migrated database. */
export async function createServices(options: { env: Env; database: Database; log: Logger; secrets: Secrets; oracle?: Oracle }): Promise<Services> {
  const { env, database, log, secrets } = options;
  const { authSecret } = secrets;
  const boss = await startBoss(database, env.databaseUrl);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const auth = createAuth({ env, secret: authSecret, db: database.db, log });
  const progress = database.pool ? await createPostgresProgressBus(database.pool, log) : createLocalProgressBus();
  const jobWakeUp = database.pool ? createPostgresJobWakeUp(database.pool, log) : createLocalJobWakeUp();
  const oracle = options.oracle ?? (await createOracle(env.ai));
  return { env, database, auth, boss, log, authSecret, jobKey: Buffer.from(secrets.jobKey, 'base64'), oracle, progress, jobWakeUp, jobPumps: [], caches: new CacheRegistry() };
}

/** How long stopping waits for running jobs; one still running after it is retried when its job expires. */
const STOP_TIMEOUT_MS = 10_000;

/** Stops the job loops and the queue (letting running jobs finish) and closes the database. */
export async function stopServices(services: Services): Promise<void> {
  await services.jobWakeUp.close();
  await Promise.all(services.jobPumps.map((pump) => pump.stop(STOP_TIMEOUT_MS)));
  await services.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  await services.progress.close();
  await services.database.close();
}
