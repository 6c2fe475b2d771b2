import { describe, expect, it } from 'vitest';

/** Every stylesheet in the client: the app-wide ones here and each feature's beside it. */
const STYLESHEETS: Record<string, string> = import.meta.glob('/client/**/*.scss', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Past this a stylesheet holds more than one part of the page; split it by what its rules style. */
const MAX_LINES = 300;
/** Fewer files than this means the glob above broke: the app-wide styles alone are more. */
const MIN_STYLESHEETS = 8;

/** Lines as an editor numbers them: a final newline does not start another. */
function countLines(source: string): number {
  return source.replace(/\n$/, '').split('\n').length;
}

describe('client stylesheets', () => {
  it(`stay within ${MAX_LINES} lines each`, () => {
    const paths = Object.keys(STYLESHEETS);
    expect(paths.length).toBeGreaterThan(MIN_STYLESHEETS);
    // An empty text means the stylesheet never reached the test, so its length would prove nothing.
    expect(paths.filter((path) => !STYLESHEETS[path])).toEqual([]);
    const long = paths
      .map((path) => ({ path, lines: countLines(STYLESHEETS[path] ?? '') }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
