import { countPlaywright, countVitest, type Counts, type StepKind } from './test-summary.ts';

/** One step of `npm test`: a command run from the repository's root. */
export interface Step {
  name: string;
  kind: StepKind;
  command: [string, ...string[]];
  /** Where the runner writes its JSON report, and how to count it. */
  report?: { file: string; count: (report: unknown) => Counts | undefined };
  /** Where the runner writes a line per failure (scripts/testing/failure-lines-reporter.ts). */
  failureLines?: string;
}

const FAILURE_LINES_REPORTER = './scripts/testing/failure-lines-reporter.ts';
const vitestReporters = (name: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=test-results/${name}.json`, `--reporter=${FAILURE_LINES_REPORTER}`];
// Through the npm scripts, so `npm test` checks exactly what `npm run lint` and `npm run typecheck` do.
const lint: Step = { name: 'lint', kind: 'check', command: ['npm', 'run', 'lint'] };
const typecheck: Step = { name: 'typecheck', kind: 'check', command: ['npm', 'run', 'typecheck'] };
const unit: Step = {
  name: 'vitest',
  kind: 'tests',
  command: ['npx', 'vitest', 'run', ...vitestReporters('vitest')],
  report: { file: 'test-results/vitest.json', count: countVitest },
  failureLines: 'test-results/vitest-failures.json',
};
const faults: Step = {
  name: 'faults',
  kind: 'tests',
  command: ['npx', 'vitest', 'run', '--config', 'vitest.faults.config.ts', ...vitestReporters('vitest-faults')],
  report: { file: 'test-results/vitest-faults.json', count: countVitest },
  failureLines: 'test-results/vitest-faults-failures.json',
};
// The browser journeys run dist/server, which serves dist/client: both must be built from the code under test.
const build: Step = { name: 'build', kind: 'build', command: ['npm', 'run', 'build'] };
const e2e: Step = {
  name: 'playwright',
  kind: 'tests',
  command: ['npx', 'playwright', 'test'],
  report: { file: 'test-results/playwright.json', count: countPlaywright }, // see playwright.config.ts
};

/**
 * The steps of `npm test` with these options (all of them without any), in order. Lint and typecheck run only in the
 * whole run, first: an option asks for one part of the tests, and both checks have commands of their own. The
 * browser journeys need Debian's Chromium.
 */
export function chooseSteps(options: string[], hasChromium: boolean): Step[] {
  const all = options.length === 0;
  return [
    ...(all ? [lint, typecheck] : []),
    ...(all || options.includes('--unit') ? [unit] : []),
    ...(all || options.includes('--faults') ? [faults] : []),
    ...((all || options.includes('--e2e')) && hasChromium ? [build, e2e] : []),
  ];
}
