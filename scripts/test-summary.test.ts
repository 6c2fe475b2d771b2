import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, formatSummary, summarize, type StepOutcome } from './test-summary.ts';

const unit = (outcome: Partial<StepOutcome>): StepOutcome => ({ name: 'vitest', exitCode: 0, reportsTests: true, ...outcome });

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
      { name: 'build', exitCode: 0, reportsTests: false },
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
    expect(summarize([{ name: 'build', exitCode: 2, reportsTests: false }])).toMatchObject({ failed: 1 });
  });
});

describe('formatSummary', () => {
  it('prints the line CI reads', () => {
    expect(formatSummary({ passed: 12, failed: 0 })).toBe('Tests: 12 passed, 0 failed');
  });
});
