import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASELINE_FILE, countApiPaths } from './api-paths-in-tests.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Built, not written, so this file passes the rule it reads.
const V1 = `/${'v1'}/`;

/** Those of `files` (paths, or folders ending in `/`) that write an API path, or that the baseline still lets write one. */
function writingPaths(files: readonly string[]): string[] {
  const baseline = JSON.parse(readFileSync(join(root, BASELINE_FILE), 'utf8')) as Record<string, number>;
  const named = (file: string) => files.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));
  return [...new Set([...Object.keys(countApiPaths(root)), ...Object.keys(baseline)])].filter(named).toSorted();
}

describe('The reading and clarifier tests speak the contract', () => {
  it(`Migrate the shared reading fixtures to call(): server/test/reading-helpers.ts writes no ${V1} path, and the baseline allows none`, () => {
    expect(writingPaths(['server/test/reading-helpers.ts'])).toEqual([]);
  });

  it(`Migrate the reading, clarifier, bonus, image and try reading server tests to call(): none writes a ${V1} path, and the baseline allows none`, () => {
    expect(
      writingPaths([
        'server/routes/readings/',
        'server/commands/start-clarifier.db.test.ts',
        'server/commands/start-special-reading.db.test.ts',
        'server/routes/special-readings/',
        'server/routes/reading-image/',
        'server/routes/try-reading/',
        'server/test/event-stream.ts',
      ]),
    ).toEqual([]);
  });

  it(`Migrate the client reading tests to mockApi: the reading, bonus and My Readings pages and the reading API write no ${V1} path, and the baseline allows none`, () => {
    expect(writingPaths(['client/routes/reading/', 'client/routes/bonus/', 'client/routes/readings/', 'client/features/readings/'])).toEqual([]);
  });
});
