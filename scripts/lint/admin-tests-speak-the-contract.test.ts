import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASELINE_FILE, countApiPaths, testFiles } from './api-paths-in-tests.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Built, not written, so this file passes the rule it reads.
const V1 = `/${'v1'}/`;
const SERVER_FOLDERS = ['server/routes/admin/'];
const CLIENT_FOLDERS = ['client/features/admin/', 'client/routes/admin/'];

const inside = (folders: readonly string[]) => (file: string) => folders.some((folder) => file.startsWith(folder));

/** The test files of `folders` that write an API path, or that the baseline still lets write one. */
function writingPaths(folders: readonly string[]): string[] {
  const baseline = JSON.parse(readFileSync(join(root, BASELINE_FILE), 'utf8')) as Record<string, number>;
  return [...new Set([...Object.keys(countApiPaths(root)), ...Object.keys(baseline)])].filter(inside(folders)).toSorted();
}

/** The test files of `folders` whose text holds `text`. */
const filesHolding = (folders: readonly string[], text: string) =>
  testFiles(root)
    .filter(inside(folders))
    .filter((file) => readFileSync(join(root, file), 'utf8').includes(text));

describe('The admin tests speak the contract', () => {
  it(`Migrate the admin server tests to call(): none writes a ${V1} path, and the baseline allows none`, () => {
    expect(writingPaths(SERVER_FOLDERS)).toEqual([]);
  });

  it(`Migrate the admin client tests to mockApi: none writes a ${V1} path or mocks fetch by path, and mockAdminFetch is gone`, () => {
    expect(writingPaths(CLIENT_FOLDERS)).toEqual([]);
    expect(filesHolding(CLIENT_FOLDERS, '#client/test/mock-fetch.ts')).toEqual([]);
    expect(filesHolding(CLIENT_FOLDERS, 'mockAdminFetch')).toEqual([]);
  });
});
