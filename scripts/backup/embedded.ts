import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock.ts';
import { PRIVATE_FILE_MODE, tightenDataDirModes } from '#server/db/data-dir-modes.ts';
import { openPglite } from '#server/db/database.ts';
import { formatSize, isPgDumpArchive, readBackupFile, writeBackupFile } from './backup-file.ts';
import { BackupError } from './cli.ts';
import { decodeEmbeddedArchive, encodeEmbeddedArchive } from './embedded-archive.ts';

/** Where open-database.ts and secrets.ts keep the database and the generated secrets inside DATA_DIR. */
const PGLITE_DIR = 'pglite';
const SECRETS_FILE = 'secrets.json';
const LOCK_FILE = 'arcana.lock';

/**
 * Holds DATA_DIR's lock while `body` runs: PGlite's files change under a running server, so a copy taken
 * then would be torn (docs/decisions/0004), and a server must not start on a directory being restored.
 */
async function withDataDirLock<T>(dataDir: string, action: string, body: () => Promise<T>): Promise<T> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`DATA_DIR ${dataDir} is in use by a running Arcana server: stop it, then ${action} (embedded mode cannot ${action} while it runs)`);
    }
    throw error;
  }
  try {
    return await body();
  } finally {
    unlock();
  }
}

/** Backs up an embedded install: PGlite's data directory and secrets.json, into one private file. */
export async function backupEmbedded(dataDir: string, file: string): Promise<string> {
  const pgliteDir = join(dataDir, PGLITE_DIR);
  const secretsPath = join(dataDir, SECRETS_FILE);
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`DATA_DIR ${dataDir} holds no Arcana database to back up`);
  return withDataDirLock(dataDir, 'back up', async () => {
    const secretsJson = await readFile(secretsPath, 'utf8').catch(() => {
      throw new BackupError(`${secretsPath} is missing: start the server once to create it, then back up`);
    });
    const database = await openPglite({ dataDir: pgliteDir });
    let dump: Blob;
    try {
      dump = await database.pglite.dumpDataDir('gzip');
    } finally {
      await database.close();
    }
    const archive = encodeEmbeddedArchive({ createdAt: new Date().toISOString(), secretsJson, database: new Uint8Array(await dump.arrayBuffer()) });
    const size = await writeBackupFile(file, (partial) => writeFile(partial, archive));
    return `Backed up DATA_DIR ${dataDir} (embedded database and ${SECRETS_FILE}) to ${file}: ${formatSize(size)}`;
  });
}

/** What besides the lock DATA_DIR holds: a restore into anything but an empty directory needs --force. */
async function existingContent(dataDir: string): Promise<string[]> {
  const entries = await readdir(dataDir).catch(() => []);
  return entries.filter((entry) => entry !== LOCK_FILE);
}

/** Restores an embedded backup into DATA_DIR, which must be empty unless `force` (then its database and secrets are replaced). */
export async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string> {
  const bytes = await readBackupFile(file);
  if (isPgDumpArchive(bytes)) throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into`);
  const archive = decodeEmbeddedArchive(bytes, file);
  return withDataDirLock(dataDir, 'restore', async () => {
    const existing = await existingContent(dataDir);
    if (existing.length > 0 && !force) {
      throw new BackupError(`DATA_DIR ${dataDir} is not empty (${existing.join(', ')}): restore into an empty directory, or add --force to replace its database and secrets`);
    }
    await rm(join(dataDir, PGLITE_DIR), { recursive: true, force: true });
    await rm(join(dataDir, SECRETS_FILE), { force: true });
    const pglite = await PGlite.create({ dataDir: join(dataDir, PGLITE_DIR), loadDataDir: new Blob([Uint8Array.from(archive.database)]) });
    let tables: number;
    try {
      // The restored files must make a database that opens and answers, not just unpack.
      const { rows } = await pglite.query<{ tables: number }>("SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'");
      tables = rows[0]!.tables;
    } finally {
      await pglite.close();
    }
    await writeFile(join(dataDir, SECRETS_FILE), archive.secretsJson, { mode: PRIVATE_FILE_MODE });
    // PGlite writes some files 0666 whatever the umask (server/db/data-dir-modes.ts).
    tightenDataDirModes(dataDir);
    return `Restored ${file} (taken ${archive.createdAt}, ${tables} tables) into DATA_DIR ${dataDir}`;
  });
}
