import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from '#server/db/database.ts';
import { migratePostgresDb } from '#server/db/migrate.ts';

/** A fresh, migrated PostgreSQL database beside `adminUrl`, for one test file or one benchmark. */
export interface TemporaryPostgres {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTemporaryPostgres(adminUrl: string, prefix: string, poolSize = 5): Promise<TemporaryPostgres> {
  // Only hex after a fixed prefix: safe to interpolate as an identifier.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), poolSize);
  await migratePostgresDb(database.pool!);
  return { database, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
