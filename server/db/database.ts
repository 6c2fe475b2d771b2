import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath: one pg-core schema drives both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Raw SQL access in the shape pg-boss's `db` option takes. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** An open database: Drizzle for the app, raw SQL for the job queue and maintenance. */
export interface Database extends SqlExecutor {
  kind: DatabaseKind;
  db: Db;
  /** The node-postgres pool, on PostgreSQL only: LISTEN/NOTIFY needs a connection of its own. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which never
 * shrinks: the embedded process held ~130 MB more RSS with it. One process serving one installation
 * needs far less, and its data files stay in the operating system's page cache either way
 * (docs/architecture.md#database-pglite-or-postgresql).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens embedded PGlite: a directory under DATA_DIR, or in memory (tests) from a dumped data directory. */
export async function openPglite(source: { dataDir: string } | { loadDataDir: Blob }): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({ ...source, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  return {
    kind: 'pglite',
    pglite,
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; pg-boss sends parameterless multi-statement scripts.
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => pglite.close(),
  };
}

/** Opens PostgreSQL through a node-postgres pool of at most `max` connections. */
export function openPostgres(connectionString: string, max: number): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, application_name: 'arcana' });
  // An idle connection closed by the server (a restart, a failover, a dropped database) is dropped from
  // the pool and replaced on next use; the next query reports any lasting problem. Unhandled, the
  // 'error' event would crash the process.
  pool.on('error', () => {});
  // A connection the server ends while it is checked out between two queries (inside a transaction)
  // reports that as an 'error' on the client, where the pool listens only while it is idle: unhandled,
  // a PostgreSQL restart would crash the process. The client's next query fails instead, which rolls
  // the transaction back, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    kind: 'postgres',
    pool,
    db: drizzlePg(pool, { schema }) as unknown as Db,
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}
