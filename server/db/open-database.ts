import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { openPglite, openPostgres } from './database.ts';
import { migratePgliteDb, migratePostgresDb } from './migrate.ts';

const initScript = fileURLToPath(new URL('./init-pglite.ts', import.meta.url));

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

/** Opens PostgreSQL when a URL is given, else PGlite under DATA_DIR, and applies pending migrations. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const database = openPostgres(options.databaseUrl);
    await migratePostgresDb(database.pool);
    return database;
  }
  const dir = join(options.dataDir, 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION'))) await initialisePgliteInChild(dir);
  const database = await openPglite({ dataDir: dir });
  await migratePgliteDb(database.pglite);
  return database;
}
