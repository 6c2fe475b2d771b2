import { existsSync } from 'node:fs';
import { chmod, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { BackupError } from './cli.ts';

/** A backup holds wrapped keys and, in embedded mode, the server's secrets: readable by its owner only. */
export const BACKUP_FILE_MODE = 0o600;

/** The first bytes of every archive pg_dump writes in its custom format. */
const PG_DUMP_MAGIC = 'PGDMP';

/** Refuses to replace a file: checked before the work of a backup starts, and again when it is written. */
export function assertNewBackupFile(path: string): void {
  if (existsSync(path)) throw new BackupError(`${path} already exists: choose a new file name or remove it first`);
}

/**
 * Writes a new backup at `path` through `produce`, which fills the private, empty file it is given. The
 * backup appears under its name only once complete, so a failed run never leaves a file that looks whole.
 * @returns the backup's size in bytes.
 */
export async function writeBackupFile(path: string, produce: (partialPath: string) => Promise<void>): Promise<number> {
  assertNewBackupFile(path);
  const partial = `${path}.partial`;
  const handle = await open(partial, 'wx', BACKUP_FILE_MODE).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot create ${partial}: ${error.code === 'EEXIST' ? 'a backup may be running; remove the file if none is' : error.message}`);
  });
  await handle.close();
  try {
    await produce(partial);
    // Whatever wrote the file may have reset its mode.
    await chmod(partial, BACKUP_FILE_MODE);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}

/** Reads a backup file, or says plainly that it cannot. */
export async function readBackupFile(path: string): Promise<Buffer> {
  return readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
}

export function isPgDumpArchive(bytes: Buffer): boolean {
  return bytes.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC;
}

/** "2.1 MB", for the one line a command prints. */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
