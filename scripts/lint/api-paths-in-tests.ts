/**
 * Tests name an API call by its declaration in common/api, through `call` (server/test/call.ts) and `mockApi`
 * (client/test/mock-api.ts), never by writing its `/v1/` path: a path typed into a test drifts from the contract
 * without a compiler error. oxlint has no rule that matches text in string literals, so `npm run lint` runs this
 * check after oxlint. Test files not migrated yet are listed in api-paths-in-tests.baseline.json with how many
 * paths each still writes; the list only shrinks, so the check also fails when a count has gone down and the
 * list still allows more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const API_PATH = '/v1/';
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'coverage']);
const SOURCE = /\.[cm]?[jt]sx?$/;
const TEST_NAME = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Folders that hold only test code: helpers, fixtures and the browser journeys. */
const TEST_FOLDERS = new Set(['test', 'testing', 'e2e']);

export const BASELINE_FILE = 'scripts/lint/api-paths-in-tests.baseline.json';
const Baseline = z.record(z.string(), z.number().int().positive());

/** The files under `root` that are test code, as `/`-separated paths relative to it. */
export function testFiles(root: string, folder = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      found.push(...testFiles(root, path));
      continue;
    }
    if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
    const segments = relative(root, path).split(sep);
    if (TEST_NAME.test(entry.name) || segments.slice(0, -1).some((segment) => TEST_FOLDERS.has(segment))) found.push(segments.join('/'));
  }
  return found.toSorted();
}

/** How many times each test file under `root` writes an API path; files that write none are left out. */
export function countApiPaths(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of testFiles(root)) {
    const count = readFileSync(join(root, file), 'utf8').split(API_PATH).length - 1;
    if (count > 0) counts[file] = count;
  }
  return counts;
}

/** One sentence per file whose count breaks the baseline: more paths than allowed, or fewer than it still allows. */
export function compareWithBaseline(counts: Record<string, number>, baseline: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const file of Object.keys({ ...baseline, ...counts }).toSorted()) {
    const count = counts[file] ?? 0;
    const allowed = baseline[file] ?? 0;
    if (count > allowed) {
      problems.push(
        `${file} writes ${count} ${API_PATH} path(s) where ${allowed} ${allowed === 1 ? 'is' : 'are'} allowed: ` +
          'name the call by its declaration from common/api with call() (server/test/call.ts) or mockApi() (client/test/mock-api.ts).',
      );
    } else if (count < allowed) {
      const change = count === 0 ? 'remove its entry' : `lower its count to ${count}`;
      problems.push(`${file} now writes ${count} ${API_PATH} path(s), fewer than the ${allowed} ${BASELINE_FILE} allows: ${change} there, so the list only shrinks.`);
    }
  }
  return problems;
}

function main(): void {
  const root = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url));
  const baseline = Baseline.parse(JSON.parse(readFileSync(join(root, BASELINE_FILE), 'utf8')));
  const problems = compareWithBaseline(countApiPaths(root), baseline);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
