import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** DATA_DIR holds the database, its WAL and the generated secrets: only the owner may enter or read it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Files and directories this process creates get no group or other permissions. */
const OWNER_ONLY_UMASK = 0o077;
const GROUP_AND_OTHER_BITS = 0o077;

/**
 * Makes every file and directory this process creates from now on private to its owner. PGlite
 * creates the files of new tables and WAL segments with the process's umask; the usual 022 would
 * leave them readable by every local user.
 */
export function restrictNewFiles(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/** Sets `path` to `mode` when group or others have any access to it. @returns whether it changed. */
function tighten(path: string, mode: number, current: number): boolean {
  if ((current & GROUP_AND_OTHER_BITS) === 0) return false;
  chmodSync(path, mode);
  return true;
}

/**
 * Walks `root` (not following symbolic links) and takes group and other permissions away: directories
 * become 0700 and files 0600. PGlite writes the files of a new database 0666 whatever the umask, and
 * an older install or a copied backup may have loose modes too.
 * @returns how many paths were changed.
 */
export function tightenDataDirModes(root: string): number {
  const stat = lstatSync(root, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return 0;
  if (!stat.isDirectory()) return tighten(root, PRIVATE_FILE_MODE, stat.mode) ? 1 : 0;
  let changed = tighten(root, PRIVATE_DIR_MODE, stat.mode) ? 1 : 0;
  for (const entry of readdirSync(root)) changed += tightenDataDirModes(join(root, entry));
  return changed;
}
