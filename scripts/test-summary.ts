import { z } from 'zod';

/** Tests that passed and failed, as one runner or the whole run reports them. */
export interface Counts {
  passed: number;
  failed: number;
}

/**
 * How a step of `npm test` counts: a test runner (`tests`) by the JSON report it must leave; a check like lint or
 * typecheck (`check`) as one test of its own, passed when it exits 0; a step like the build (`build`) only when it fails.
 */
export type StepKind = 'tests' | 'check' | 'build';

/** How one step of `npm test` ended. */
export interface StepOutcome {
  name: string;
  /** The process's exit code; null when a signal ended it. */
  exitCode: number | null;
  kind: StepKind;
  /** Counts read from the runner's JSON report; undefined when it left none. */
  counts?: Counts;
  /** A line per failure (scripts/testing/failure-lines-reporter.ts), when the runner writes them. */
  failures?: string[];
}

/** The overall counts, plus a note for each failure and each step whose exit disagrees with its report. */
export interface Summary extends Counts {
  notes: string[];
}

/** Enough failure lines to see what broke, few enough to keep them beside the summary. */
const MAX_FAILURE_NOTES = 20;

const VitestReport = z.object({ numPassedTests: z.number(), numFailedTests: z.number() });
const PlaywrightReport = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }),
});

/** Reads Vitest's JSON report (`--reporter=json`); undefined when it is not one. */
export function countVitest(report: unknown): Counts | undefined {
  const parsed = VitestReport.safeParse(report);
  if (!parsed.success) return undefined;
  return { passed: parsed.data.numPassedTests, failed: parsed.data.numFailedTests };
}

/** Reads Playwright's JSON report; a flaky test counts as failed. Undefined when it is not one. */
export function countPlaywright(report: unknown): Counts | undefined {
  const parsed = PlaywrightReport.safeParse(report);
  if (!parsed.success) return undefined;
  const { expected, unexpected, flaky } = parsed.data.stats;
  return { passed: expected, failed: unexpected + flaky };
}

/** The tests a step passed and failed by its own account; a failed check or build is counted by summarize. */
function ownCounts(step: StepOutcome): Counts {
  if (step.kind === 'check') return { passed: step.exitCode === 0 ? 1 : 0, failed: 0 };
  return step.counts ?? { passed: 0, failed: 0 };
}

/**
 * Adds up all steps. A step that failed without reporting a failed test (a crash, a config
 * error, a runner that left no report, a failed check, a broken build) counts as one failure, so the
 * summary never reads "0 failed" for a run that did not pass.
 */
export function summarize(steps: StepOutcome[]): Summary {
  const summary: Summary = { passed: 0, failed: 0, notes: [] };
  for (const step of steps) {
    const missingReport = step.kind === 'tests' && step.counts === undefined;
    const counts = ownCounts(step);
    summary.passed += counts.passed;
    summary.failed += counts.failed;
    const failures = step.failures ?? [];
    summary.notes.push(...failures.slice(0, MAX_FAILURE_NOTES).map((failure) => `${step.name} failed: ${failure}`));
    if (failures.length > MAX_FAILURE_NOTES) summary.notes.push(`${step.name}: ${failures.length - MAX_FAILURE_NOTES} more failures above`);
    if (counts.failed > 0) continue;
    if (missingReport) {
      summary.failed += 1;
      summary.notes.push(`${step.name} left no report: counted as 1 failure`);
    } else if (step.exitCode !== 0) {
      summary.failed += 1;
      summary.notes.push(`${step.name} exited with ${step.exitCode ?? 'a signal'}: counted as 1 failure`);
    }
  }
  return summary;
}

/** The closing line CI reads. */
export function formatSummary({ passed, failed }: Counts): string {
  return `Tests: ${passed} passed, ${failed} failed`;
}
