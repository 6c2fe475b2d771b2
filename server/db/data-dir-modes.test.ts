import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenDataDirModes } from './data-dir-modes.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR as an older install left it: the directory 0755, the WAL and secrets readable by all. */
function looseDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'arcana-modes-'));
  made.push(root);
  mkdirSync(join(root, 'pglite', 'pg_wal'), { recursive: true });
  writeFileSync(join(root, 'secrets.json'), '{}');
  writeFileSync(join(root, 'pglite', 'pg_wal', '000000010000000000000001'), 'wal');
  writeFileSync(join(root, 'pglite', 'PG_VERSION'), '17');
  chmodSync(join(root, 'secrets.json'), 0o644);
  chmodSync(join(root, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
  chmodSync(join(root, 'pglite', 'PG_VERSION'), 0o600);
  chmodSync(join(root, 'pglite', 'pg_wal'), 0o755);
  chmodSync(join(root, 'pglite'), 0o700);
  chmodSync(root, 0o755);
  return root;
}

describe('tightenDataDirModes', () => {
  it('restricts a loose DATA_DIR to its owner (directories 0700, files 0600) and counts what it changed', () => {
    const root = looseDataDir();
    expect(tightenDataDirModes(root)).toBe(4);
    expect(modeOf(root)).toBe(PRIVATE_DIR_MODE);
    expect(modeOf(join(root, 'pglite', 'pg_wal'))).toBe(PRIVATE_DIR_MODE);
    expect(modeOf(join(root, 'secrets.json'))).toBe(PRIVATE_FILE_MODE);
    expect(modeOf(join(root, 'pglite', 'pg_wal', '000000010000000000000001'))).toBe(PRIVATE_FILE_MODE);
    expect(tightenDataDirModes(root)).toBe(0);
  });

  it('does not follow symbolic links out of DATA_DIR', () => {
    const root = looseDataDir();
    const outside = mkdtempSync(join(tmpdir(), 'arcana-outside-'));
    made.push(outside);
    chmodSync(outside, 0o755);
    symlinkSync(outside, join(root, 'link'));
    tightenDataDirModes(root);
    expect(modeOf(outside)).toBe(0o755);
  });
});
