import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '#server/db/database.ts';
import { migratePostgresDb } from '#server/db/migrate.ts';

/** A database of its own for one test file; `url` is set on PostgreSQL (pg-boss connects with it). */
export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/** Which database this test project runs on: set per project in vitest.config.ts. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `arcana_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  await migratePostgresDb(database.pool);
  return {
    database,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database: an in-memory PGlite from the template, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return openPostgresTestDatabase(adminUrl);
  }
  const template = await readFile(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  return { database, url: undefined, drop: async () => {} };
}
