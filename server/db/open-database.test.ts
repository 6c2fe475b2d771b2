import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir-modes.ts';
import { openDatabase } from './open-database.ts';

const dataDir = join(mkdtempSync(join(tmpdir(), 'arcana-open-')), 'data');
const umaskBefore = process.umask();
const execArgvBefore = [...process.execArgv];
// openDatabase creates a new PGlite directory in a child started with this process's Node flags;
// the server runs under `--import tsx`, while vitest loads TypeScript itself and passes no such flag.
if (!process.execArgv.includes('tsx')) process.execArgv.push('--import', 'tsx');
afterAll(() => {
  process.umask(umaskBefore);
  process.execArgv.splice(0, process.execArgv.length, ...execArgvBefore);
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

/** Every path under `root` with group or other permissions. */
function loosePaths(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((relative) => join(root, relative))
    .concat(root)
    .filter((path) => (statSync(path).mode & 0o077) !== 0);
}

async function open(warnings: string[]) {
  const database = await openDatabase({ databaseUrl: undefined, databasePoolSize: 1, dataDir, warn: (message) => warnings.push(message) });
  await database.executeSql('select 1');
  await database.close();
}

describe('the embedded data directory', () => {
  it('a fresh DATA_DIR is created 0700 with its files 0600, without a warning', async () => {
    const warnings: string[] = [];
    await open(warnings);
    expect(statSync(dataDir).mode & 0o777).toBe(PRIVATE_DIR_MODE);
    expect(statSync(join(dataDir, 'pglite', 'PG_VERSION')).mode & 0o777).toBe(PRIVATE_FILE_MODE);
    expect(loosePaths(dataDir)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('looser modes are fixed on the next start, with one warning naming how many', async () => {
    writeFileSync(join(dataDir, 'secrets.json'), '{}', { mode: 0o644 });
    chmodSync(join(dataDir, 'secrets.json'), 0o644);
    chmodSync(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    chmodSync(dataDir, 0o755);
    const warnings: string[] = [];
    await open(warnings);
    expect(loosePaths(dataDir)).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('3 files or directories');
  });
});
