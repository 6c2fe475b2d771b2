import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, formatSummary, summarize, type StepOutcome } from './test-summary.ts';

const unit = (outcome: Partial<StepOutcome>): StepOutcome => ({ name: 'vitest', exitCode: 0, kind: 'tests', ...outcome });
const check = (name: string, exitCode: number | null): StepOutcome => ({ name, exitCode, kind: 'check' });

describe('countVitest', () => {
  it('reads passed and failed tests', () => {
    expect(countVitest({ numPassedTests: 7, numFailedTests: 2, numTotalTests: 9 })).toEqual({ passed: 7, failed: 2 });
  });

  it('rejects something that is not a Vitest report', () => {
    expect(countVitest({ stats: {} })).toBeUndefined();
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests as failed', () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 3 }, errors: [] };
    expect(countPlaywright(report)).toEqual({ passed: 5, failed: 2 });
  });

  it('rejects something that is not a Playwright report', () => {
    expect(countPlaywright(null)).toBeUndefined();
  });
});

describe('summarize', () => {
  it('adds up the runners', () => {
    const steps = [
      unit({ counts: { passed: 40, failed: 0 } }),
      { name: 'build', exitCode: 0, kind: 'build' as const },
      unit({ name: 'playwright', exitCode: 1, counts: { passed: 8, failed: 2 } }),
    ];
    expect(summarize(steps)).toEqual({ passed: 48, failed: 2, notes: [] });
  });

  it('counts a runner that left no report as one failure', () => {
    const summary = summarize([unit({ exitCode: 1 })]);
    expect(summary).toMatchObject({ passed: 0, failed: 1 });
    expect(summary.notes).toEqual(['vitest left no report: counted as 1 failure']);
  });

  it('ends with a line per failure, at most 20 of them', () => {
    const failures = Array.from({ length: 23 }, (_, index) => `t${index}.test.ts › a hook: broke`);
    const summary = summarize([unit({ name: 'faults', exitCode: 1, counts: { passed: 3, failed: 0 }, failures })]);
    expect(summary.failed).toBe(1);
    expect(summary.notes.slice(0, 1)).toEqual(['faults failed: t0.test.ts › a hook: broke']);
    expect(summary.notes.slice(20)).toEqual(['faults: 3 more failures above', 'faults exited with 1: counted as 1 failure']);
  });

  it('counts a non-zero exit with no failed test as one failure', () => {
    expect(summarize([unit({ exitCode: 1, counts: { passed: 3, failed: 0 } })])).toMatchObject({ passed: 3, failed: 1 });
  });

  it('counts a failed build as one failure', () => {
    expect(summarize([{ name: 'build', exitCode: 2, kind: 'build' }])).toMatchObject({ failed: 1 });
  });
});

describe('CI runs lint and typecheck, each counted as one test', () => {
  it('counts a passing lint and typecheck as one passed test each', () => {
    const steps = [check('lint', 0), check('typecheck', 0), unit({ counts: { passed: 40, failed: 0 } })];
    expect(summarize(steps)).toEqual({ passed: 42, failed: 0, notes: [] });
  });

  it('counts a failing check as one failed test, beside the tests of the steps after it', () => {
    const steps = [check('lint', 1), check('typecheck', 0), unit({ counts: { passed: 40, failed: 0 } })];
    expect(summarize(steps)).toEqual({ passed: 41, failed: 1, notes: ['lint exited with 1: counted as 1 failure'] });
  });

  it('counts a check ended by a signal as one failed test', () => {
    expect(summarize([check('typecheck', null)])).toEqual({ passed: 0, failed: 1, notes: ['typecheck exited with a signal: counted as 1 failure'] });
  });
});

describe('formatSummary', () => {
  it('prints the line CI reads', () => {
    expect(formatSummary({ passed: 12, failed: 0 })).toBe('Tests: 12 passed, 0 failed');
  });
});
