import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A small filesystem of the test's own (tmpfs) that the test can fill to the last byte and free again. */
export interface SmallDisk {
  /** Where it is mounted. */
  dir: string;
  /** Writes a filler file until the filesystem refuses with ENOSPC. @returns the bytes written. */
  fill(): number;
  /** Removes the filler file. */
  free(): void;
  /** Unmounts it and removes its mount point; safe to call twice. */
  remove(): void;
}

const FILLER = 'filler';
const BIG_WRITE = 1 << 20;
const SMALL_WRITE = 512;

/** Writes `chunk` to `fd` until the filesystem is full. */
function writeUntilFull(fd: number, chunk: Buffer): number {
  let written = 0;
  for (;;) {
    try {
      written += writeSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return written;
      throw error;
    }
  }
}

/**
 * Mounts a tmpfs of `sizeMb` megabytes on a new temporary directory. Needs root (or a sandbox that
 * allows mounting); throws with the reason when mounting fails.
 */
export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not mount a tmpfs: ${stderr || (error as Error).message}`, { cause: error });
  }
  let mounted = true;
  const filler = join(dir, FILLER);
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big writes first, then small ones for the last partial megabyte.
        return writeUntilFull(fd, Buffer.alloc(BIG_WRITE, 1)) + writeUntilFull(fd, Buffer.alloc(SMALL_WRITE, 1));
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    remove() {
      if (mounted) execFileSync('umount', [dir]);
      mounted = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
