import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, IN_PROGRESS_STATUSES, ReadingStatus, SETTLED_STATUSES, WRITTEN_STATUSES } from '#common/api/readings.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Where the sets are written, once. */
const DEFINITIONS = join('common', 'api', 'readings.ts');
const NAMED_SETS = { ACTIVE_STATUSES, IN_PROGRESS_STATUSES, SETTLED_STATUSES, WRITTEN_STATUSES };

const STATUS = `'(?:${ReadingStatus.options.join('|')})'`;
/** `['QUEUED', 'GENERATING']`, or SQL's `('QUEUED', 'GENERATING')`. */
const LISTED = new RegExp(`[([]\\s*${STATUS}(?:\\s*,\\s*${STATUS})+\\s*[)\\]]`, 'g');
/** `status === 'QUEUED' || status === 'GENERATING'`, or `status !== 'ACTIVE' && row.status !== 'SAVED'`. */
const COMPARED = new RegExp(`[!=]==\\s*${STATUS}(?:\\s*(?:\\|\\||&&)\\s*[\\w.?!]+\\s*[!=]==\\s*${STATUS})+`, 'g');

/** The TypeScript files under `dir`, with their text. */
function* sourceFiles(dir: string): Generator<{ file: string; text: string }> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield { file: relative(REPO, path), text: readFileSync(path, 'utf8') };
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((status) => b.includes(status));

describe('One name for the in-progress and settled status sets', () => {
  it('leaves no file of server/, client/ or common/ spelling one of the named sets out status by status', () => {
    const spelledOut: string[] = [];
    for (const root of ['server', 'client', 'common']) {
      for (const { file, text } of sourceFiles(join(REPO, root))) {
        if (file === DEFINITIONS) continue;
        for (const found of [...text.matchAll(LISTED), ...text.matchAll(COMPARED)]) {
          const statuses = found[0].match(new RegExp(STATUS, 'g'))!.map((quoted) => quoted.slice(1, -1));
          const named = Object.entries(NAMED_SETS).find(([, set]) => sameSet(set, statuses));
          if (named) spelledOut.push(`${file}: ${found[0]} (use ${named[0]})`);
        }
      }
    }
    expect(spelledOut).toEqual([]);
  });
});
