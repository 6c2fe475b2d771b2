import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { formatSize, isPgDumpArchive, readBackupFile, writeBackupFile } from './backup-file.ts';
import { BackupError } from './cli.ts';
import { isEmbeddedArchive } from './embedded-archive.ts';

/**
 * DATABASE_URL split so that its password never reaches an argument list (which every local user can
 * read), a message or a log: the tools get it through PGPASSWORD instead.
 */
interface Connection {
  urlWithoutPassword: string;
  password: string | undefined;
  /** host:port/database, for messages. */
  label: string;
  databaseUrl: string;
}

function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  url.password = '';
  return { urlWithoutPassword: url.toString(), password, label: `${url.hostname}:${url.port || '5432'}${url.pathname}`, databaseUrl };
}

async function withClient<T>(connection: Connection, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: connection.databaseUrl, application_name: 'arcana-backup' });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database at ${connection.label}: ${(error as Error).message}`);
  }
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

const serverMajor = (client: pg.Client) =>
  client.query<{ version: string }>('SHOW server_version_num').then(({ rows }) => Math.floor(Number(rows[0]!.version) / 10_000));

/**
 * Checks that `tool` is on PATH and no older than the server: pg_dump refuses a newer server, and
 * pg_restore cannot read what a newer pg_dump wrote.
 */
function checkTool(tool: 'pg_dump' | 'pg_restore', major: number): void {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new BackupError(`${missing ? `${tool} was not found on PATH` : `${tool} could not run (${result.error.message})`}: install PostgreSQL's client tools, version ${major} or newer`);
  }
  const toolMajor = Number(/\(PostgreSQL\) (\d+)/.exec(result.stdout)?.[1]);
  if (!Number.isInteger(toolMajor)) throw new BackupError(`Cannot tell ${tool}'s version from "${result.stdout.trim()}"`);
  if (toolMajor < major) throw new BackupError(`${tool} ${toolMajor} is older than the PostgreSQL ${major} server: install client tools ${major} or newer, or put them first on PATH`);
}

function runTool(tool: string, args: string[], connection: Connection): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(connection.password === undefined ? {} : { PGPASSWORD: connection.password }) },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (${signal ?? `exit ${code}`}); its messages are above`))));
  });
}

/** Backs up the PostgreSQL database with pg_dump's custom format, while the servers keep running (pg_dump reads one snapshot). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<string> {
  const connection = connectionOf(databaseUrl);
  const major = await withClient(connection, serverMajor);
  checkTool('pg_dump', major);
  const size = await writeBackupFile(file, (partial) => runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${connection.urlWithoutPassword}`], connection));
  return `Backed up the PostgreSQL database at ${connection.label} to ${file}: ${formatSize(size)}`;
}

/** Tables outside PostgreSQL's own schemas: what a restore would replace. */
const userTables = (client: pg.Client) =>
  client
    .query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')",
    )
    .then(({ rows }) => rows[0]!.tables);

/**
 * Restores a pg_dump archive into the database, in one transaction so a failed restore changes nothing.
 * The database must hold no tables unless `force`, which replaces what the backup holds.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<string> {
  const bytes = await readBackupFile(file);
  if (isEmbeddedArchive(bytes)) throw new BackupError(`${file} is an embedded (PGlite) backup: unset DATABASE_URL and set DATA_DIR to restore it`);
  if (!isPgDumpArchive(bytes)) throw new BackupError(`${file} is not a backup made by npm run backup (pg_dump's custom format)`);
  const connection = connectionOf(databaseUrl);
  const { major, before } = await withClient(connection, async (client) => ({ major: await serverMajor(client), before: await userTables(client) }));
  if (before > 0 && !force) {
    throw new BackupError(`The database at ${connection.label} already holds ${before} tables: restore into an empty database, or add --force to replace them`);
  }
  checkTool('pg_restore', major);
  if (before > 0) {
    // pg_restore --clean drops a partitioned table's constraints child first, which PostgreSQL refuses for
    // the job queue's per-queue partitions; without the queue's schema the rest is replaced in one transaction.
    await withClient(connection, (client) => client.query('DROP SCHEMA IF EXISTS pgboss CASCADE'));
  }
  await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${connection.urlWithoutPassword}`, file],
    connection,
  );
  const after = await withClient(connection, userTables);
  return `Restored ${file} into the PostgreSQL database at ${connection.label} (${after} tables)`;
}
