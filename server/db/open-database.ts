import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRIVATE_DIR_MODE, restrictNewFiles, tightenDataDirModes } from './data-dir-modes.ts';
import type { Database } from './database.ts';
import { openPglite, openPostgres } from './database.ts';
import { migratePgliteDb, migratePostgresDb } from './migrate.ts';

// Beside this module: init-pglite.ts from the sources (run with this process's tsx loader), init-pglite.js
// from the built server, whose bundle sits where this file does (vite.server.config.ts).
const initScript = fileURLToPath(new URL(`./init-pglite${extname(import.meta.url)}`, import.meta.url));

/**
 * A new PGlite directory costs ~5 s and ~860 MB of memory that the process never gives back;
 * reopening one costs 0.3 s. So a short-lived child process creates it, and this process only reopens.
 */
function initialisePgliteInChild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, initScript, dir], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Initialising the database in ${dir} failed (exit ${code})`))));
  });
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  /** Where the one line about loosened DATA_DIR permissions goes; standard error by default. */
  warn?: (message: string) => void;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite under DATA_DIR, and applies pending migrations.
 * In embedded mode DATA_DIR is kept private to its owner: new files are created so, and on every start
 * looser modes (an older install, a restored backup) are tightened with one warning.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const database = openPostgres(options.databaseUrl, options.databasePoolSize);
    await migratePostgresDb(database.pool);
    return database;
  }
  const { dataDir, warn = (message: string) => console.warn(message) } = options;
  restrictNewFiles();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const loosened = tightenDataDirModes(dataDir);
  if (loosened > 0) {
    warn(`DATA_DIR ${dataDir}: ${loosened} files or directories were open to other local users; restricted them to the owner (0700/0600)`);
  }
  const dir = join(dataDir, 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION'))) await initialisePgliteInChild(dir);
  const database = await openPglite({ dataDir: dir });
  await migratePgliteDb(database.pglite);
  // PGlite sets some files' modes itself, whatever the umask: a new database's files 0666, the relcache
  // init files it rewrites on opening 0644. Expected, so tightened without a warning.
  tightenDataDirModes(dir);
  return database;
}
