import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINE_FILE } from './api-paths-in-tests.ts';

const script = fileURLToPath(new URL('./api-paths-in-tests.ts', import.meta.url));
const fixtures = mkdtempSync(join(tmpdir(), 'api-paths-in-tests-'));
// Built, not written, so this file passes the rule it tests.
const V1 = `/${'v1'}/`;

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** Runs the check as `npm run lint` does, on a project made of these files and this baseline. */
function lint(files: Record<string, string>, baseline: Record<string, number>): { status: number | null; stderr: string } {
  const root = mkdtempSync(join(fixtures, 'case-'));
  for (const [name, text] of Object.entries({ ...files, [BASELINE_FILE]: JSON.stringify(baseline) })) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  const { status, stderr } = spawnSync(process.execPath, ['--import', 'tsx', script, root], { encoding: 'utf8' });
  return { status, stderr };
}

const getsPoints = `it('reads points', () => call(server, user, getPoints));\n`;
const writesPath = `it('reads points', () => server.request({ method: 'GET', url: '${V1}points/get_points' }));\n`;

describe(`A lint rule forbids new ${V1} literals in tests`, () => {
  it('passes tests that name calls by their declaration', () => {
    expect(lint({ 'server/points.db.test.ts': getsPoints, 'server/points.ts': `export const url = '${V1}points';\n` }, {})).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a path in a test file, a test helper folder or a browser journey, naming each file', () => {
    const { status, stderr } = lint(
      {
        'server/points.db.test.ts': writesPath,
        'client/features/points/test/fixture.ts': writesPath,
        'e2e/points.spec.ts': writesPath,
      },
      {},
    );
    expect(status).toBe(1);
    expect(stderr).toContain(`server/points.db.test.ts writes 1 ${V1} path(s) where 0 are allowed`);
    expect(stderr).toContain('client/features/points/test/fixture.ts writes 1');
    expect(stderr).toContain('e2e/points.spec.ts writes 1');
  });

  it('lets a file of the baseline keep its paths, and fails on one path more', () => {
    expect(lint({ 'server/points.db.test.ts': writesPath }, { 'server/points.db.test.ts': 1 }).status).toBe(0);
    const { status, stderr } = lint({ 'server/points.db.test.ts': writesPath + writesPath }, { 'server/points.db.test.ts': 1 });
    expect(status).toBe(1);
    expect(stderr).toContain('server/points.db.test.ts writes 2');
  });

  it('fails until the baseline shrinks with a file that writes fewer paths', () => {
    const lowered = lint({ 'server/points.db.test.ts': writesPath }, { 'server/points.db.test.ts': 3 });
    expect(lowered.status).toBe(1);
    expect(lowered.stderr).toContain('lower its count to 1');
    const migrated = lint({ 'server/points.db.test.ts': getsPoints }, { 'server/points.db.test.ts': 1 });
    expect(migrated.status).toBe(1);
    expect(migrated.stderr).toContain('remove its entry');
  });
});
