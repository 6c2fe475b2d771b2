import type PgBoss from 'pg-boss';

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db` adapter over an open Drizzle transaction, so a job is created in the same
 * transaction as the rows it refers to (docs/architecture.md#gems-and-the-ledger): it commits or rolls back with them.
 * Drizzle keeps the transaction's connection (a pg PoolClient, or PGlite's transaction) on its
 * session; both answer `query(text, values)` with `{ rows }`.
 */
export function transactionSql(tx: object): PgBoss.Db {
  const client = (tx as { session?: { client?: QueryClient } }).session?.client;
  if (!client) throw new Error('Not a Drizzle transaction');
  return { executeSql: (text, values) => client.query(text, values) };
}
