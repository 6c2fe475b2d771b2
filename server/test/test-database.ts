import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite } from '#server/db/database.ts';
import { createTemporaryPostgres } from './temporary-postgres.ts';

/** A database of its own for one test file; `url` is set on PostgreSQL (pg-boss connects with it). */
export interface TestDatabase {
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}

/** Which database this test project runs on: set per project in vitest.config.ts. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database: an in-memory PGlite from the template, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return createTemporaryPostgres(adminUrl, 'arcana_test');
  }
  const template = await readFile(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  return { database, url: undefined, drop: async () => {} };
}
