import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { type Auth, createAuth } from './auth/auth.ts';
import type { Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import { startBoss } from './jobs/boss.ts';

/** What routes and jobs need, built once at start-up (main.ts) or per test file (test/test-server.ts). */
export interface Services {
  env: Env;
  database: Database;
  auth: Auth;
  boss: PgBoss;
  log: Logger;
  /** Signs sessions (better-auth) and derives per-form honeypot names. */
  authSecret: string;
}

/** Wires the services on an open, migrated database. */
export async function createServices(options: { env: Env; database: Database; log: Logger; authSecret: string }): Promise<Services> {
  const { env, database, log, authSecret } = options;
  const boss = await startBoss(database, env.databaseUrl);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const auth = createAuth({ env, secret: authSecret, db: database.db, log });
  return { env, database, auth, boss, log, authSecret };
}

/** Stops the queue (letting running jobs finish) and closes the database. */
export async function stopServices(services: Services): Promise<void> {
  await services.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  await services.database.close();
}
