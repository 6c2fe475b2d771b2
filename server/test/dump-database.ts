import type { Database } from '#server/db/database.ts';

/** JSON.stringify replacer: bytea values (Buffers from pg, which arrive here JSON-ified, or PGlite's Uint8Arrays) as hex and Latin-1. */
export function showBytes(_key: string, value: unknown): unknown {
  const isJsonBuffer = typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'Buffer';
  if (!(value instanceof Uint8Array) && !isJsonBuffer) return value;
  const bytes = Buffer.from(value instanceof Uint8Array ? value : (value as { data: number[] }).data);
  return `${bytes.toString('hex')} ${bytes.toString('latin1')}`;
}

/**
 * Every row of every table the app, its migrations and the job queue own, as text (bytes as hex and as
 * Latin-1), with the names of the tables read — for tests that prove secrets never reach the database.
 */
export async function dumpDatabase(database: Database): Promise<{ tables: string[]; text: string }> {
  const tables = (await database.executeSql(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss', 'drizzle') AND table_type = 'BASE TABLE'",
  )).rows as { table_schema: string; table_name: string }[];
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const { rows } = await database.executeSql(`SELECT * FROM "${table_schema}"."${table_name}"`);
    parts.push(JSON.stringify(rows, showBytes));
  }
  return { tables: tables.map((table) => table.table_name), text: parts.join('\n') };
}
