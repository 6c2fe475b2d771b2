import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ConfigError, type Env, parseEnv } from './config/env.ts';
import { loadOrCreateSecrets, type Secrets } from './config/secrets.ts';
import { trustedOriginsNotice } from './config/trusted-origins.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { buildApp } from './app.ts';
import { createLogger } from './http/logger.ts';
import { startWorkers } from './jobs/workers.ts';
import { createServices, DRAIN_MS, stopServices } from './services.ts';

type Role = 'all' | 'web' | 'worker';

/** A stop that has not ended by then is cut short: the drain (DRAIN_MS) and the closing steps after it take far less. */
const STOP_LIMIT_MS = 9_000;

/**
 * Closes the HTTP server (docs/architecture.md#stopping): it stops listening, live streams end at once (events.ts),
 * requests in flight get DRAIN_MS to finish, and the connections of any still running are then cut.
 */
async function closeApp(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** Exits with one clear line: bad configuration and a busy DATA_DIR are the operator's to fix, not a crash. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseRole(argv: readonly string[]): Role {
  const index = argv.indexOf('--role');
  const role = index === -1 ? 'all' : argv[index + 1];
  if (role === 'all' || role === 'web' || role === 'worker') return role;
  return fail(`Invalid --role "${role}": use web, worker or all`);
}

function readEnv(): Env {
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const role = parseRole(process.argv);
  const log = createLogger(env.logLevel);
  let unlock: (() => void) | undefined;
  let secrets: Partial<Secrets> = { authSecret: env.authSecret, jobKey: env.jobKey };
  if (!env.databaseUrl) {
    if (role === 'worker') fail('npm run worker needs DATABASE_URL: the embedded database belongs to one server process');
    try {
      unlock = lockDataDir(env.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    secrets = loadOrCreateSecrets(env.dataDir, { authSecret: env.authSecret, jobKey: env.jobKey });
  }
  const { authSecret, jobKey } = secrets;
  // parseEnv requires both with DATABASE_URL, and embedded mode generates them: this only narrows types.
  if (!authSecret || !jobKey) fail('Invalid configuration: AUTH_SECRET and JOB_KEY are required');

  const database = await openDatabase({ ...env, warn: (message) => log.warn(message) });
  const services = await createServices({ env, database, log, secrets: { authSecret, jobKey } });
  if (role !== 'web') await startWorkers(services);
  const app = role === 'worker' ? null : await buildApp(services);
  if (app) {
    await app.listen({ port: env.port, host: env.host });
    log.info(`Arcana is listening on ${env.publicUrl} (${database.kind} database)`);
    const notice = trustedOriginsNotice(env);
    if (notice) log.warn(notice);
  } else {
    log.info(`Arcana worker started (${database.kind} database)`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing the requests and jobs in flight, then stopping`);
    // Whatever hangs past the drain, the process still ends, marked as failed.
    setTimeout(() => fail(`Arcana did not stop within ${STOP_LIMIT_MS / 1000} s of ${signal}`), STOP_LIMIT_MS).unref();
    await stopServices(services, app ? closeApp(app) : undefined);
    unlock?.();
    process.exit(0);
  };
  const onSignal = (signal: string) => {
    stop(signal).catch((error: unknown) => fail(`Arcana failed to stop: ${error instanceof Error ? error.message : String(error)}`));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

main().catch((error: unknown) => fail(`Arcana failed to start: ${error instanceof Error ? error.message : String(error)}`));
