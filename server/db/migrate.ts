import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// From the built server too: vite.server.config.ts emits the folder beside the bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same in every Arcana process. */
const MIGRATION_LOCK_KEY = 727_361_001;

/** Applies the committed migrations to embedded PGlite (one process owns it, so no lock is needed). */
export async function migratePgliteDb(pglite: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
}

/**
 * Applies the committed migrations to PostgreSQL. Several API and worker processes may start together,
 * so one session-level advisory lock lets exactly one of them migrate while the others wait.
 */
export async function migratePostgresDb(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
