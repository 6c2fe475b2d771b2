import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { PRIVATE_DIR_MODE, restrictNewFiles } from './data-dir-modes.ts';

/** Thrown when another process holds DATA_DIR; its message is the one line printed before exiting. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on DATA_DIR. PGlite does not lock its files, and two processes on one
 * directory silently lose each other's writes, so a second process must refuse to start.
 * The lock is refreshed while the process lives and counts as stale 10 s after it dies.
 * As the first thing to touch DATA_DIR, it also makes everything created in it private to the owner.
 * @returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  restrictNewFiles();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    return lockfile.lockSync(dataDir, {
      lockfilePath: join(dataDir, 'arcana.lock'),
      stale: 10_000,
      update: 2_000,
      onCompromised: (error) => {
        // Another process took the directory over: stop writing before data is lost.
        console.error(`DATA_DIR lock lost (${error.message}); stopping to protect the data`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Arcana process; stop it first or set DATA_DIR to another directory`,
      );
    }
    throw error;
  }
}
