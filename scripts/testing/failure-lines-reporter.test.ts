import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FAILURE_LINES_ENV } from './failure-lines-reporter.ts';

const repoRoot = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'arcana-failure-lines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Test files that fail in each way Vitest's JSON report does not explain. */
const FILES = {
  'hook.faults.test.ts': `import { beforeAll, describe, expect, it } from 'vitest';
describe('a cluster', () => {
  beforeAll(() => { throw new Error('could not start the cluster'); });
  it('serves', () => expect(1).toBe(1));
});`,
  'assertion.faults.test.ts': `import { expect, it } from 'vitest';
it('adds', () => expect(1 + 2).toBe(4));
it('subtracts', () => expect(2 - 1).toBe(1));`,
  'stray.faults.test.ts': `import { expect, it } from 'vitest';
it('passes, leaving an error behind', async () => {
  setTimeout(() => { throw new Error('a timer threw after its test'); }, 5);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(true).toBe(true);
});`,
};

it('writes a line for a hook that threw, a failed assertion and an error outside any test', () => {
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
  const linesFile = join(dir, 'lines.json');
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--root', dir, '--config', join(repoRoot, 'vitest.faults.config.ts'), '--reporter=dot', `--reporter=${join(import.meta.dirname, 'failure-lines-reporter.ts')}`],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, [FAILURE_LINES_ENV]: linesFile } },
  );
  expect(result.status).toBe(1);
  const lines = (JSON.parse(readFileSync(linesFile, 'utf8')) as string[]).toSorted();
  expect(lines).toEqual([
    'assertion.faults.test.ts › adds: expected 3 to be 4 // Object.is equality',
    'error outside any test: a timer threw after its test',
    'hook.faults.test.ts › a cluster: could not start the cluster',
  ]);
  console.log(`failure lines of 3 failing files: ${lines.join(' | ')}`);
});
