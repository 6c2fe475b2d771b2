import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const OxlintReport = z.object({ diagnostics: z.array(z.object({ code: z.string(), filename: z.string() })) });
const fixtures = mkdtempSync(join(tmpdir(), 'import-cycles-'));

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** The files the project's lint config (.oxlintrc.json) reports an import cycle in, among these. */
function filesInCycles(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(fixtures, 'case-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // oxlint exits non-zero when it finds an error: its report is read either way.
  const { stdout } = spawnSync(join(repoRoot, 'node_modules/.bin/oxlint'), ['-c', join(repoRoot, '.oxlintrc.json'), '--format', 'json', dir], { encoding: 'utf8' });
  const { diagnostics } = OxlintReport.parse(JSON.parse(stdout));
  return diagnostics.filter((diagnostic) => diagnostic.code === 'import(no-cycle)').map((diagnostic) => basename(diagnostic.filename)).toSorted();
}

describe('The import-cycle rule counts type-only imports', () => {
  it('reports two modules that import only types from each other', () => {
    const cycle = filesInCycles({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
    });
    expect(cycle).toEqual(['a.ts', 'b.ts']);
  });

  it('passes the same types once they live in a module of their own', () => {
    const cycle = filesInCycles({
      'types.ts': 'export interface A { b?: B }\nexport interface B { a?: A }\n',
      'a.ts': "import type { B } from './types.ts';\nexport const a = (b: B) => b;\n",
      'b.ts': "import type { A } from './types.ts';\nexport const b = (a: A) => a;\n",
    });
    expect(cycle).toEqual([]);
  });
});
