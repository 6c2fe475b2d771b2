/**
 * `npm test`: lint and typecheck (`npm run lint`, `npm run typecheck`, one test each), unit and integration tests
 * (Vitest), the fault and scale-out tests (`npm run test:faults`), a fresh build, then browser journeys (Playwright);
 * ends with the one line CI reads, `Tests: N passed, N failed`. Every step runs even after a failure, so the summary
 * covers the whole run. `npm test -- --unit`, `--faults` or `--e2e` runs only that part (the e2e part with its build),
 * without lint and typecheck (scripts/test-steps.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FAILURE_LINES_ENV } from './testing/failure-lines-reporter.ts';
import { chooseSteps, type Step } from './test-steps.ts';
import { formatSummary, summarize, type StepOutcome } from './test-summary.ts';

/** The browser the journeys drive (playwright.config.ts); tests never download one. */
const CHROMIUM = '/usr/bin/chromium';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const FailureLines = z.array(z.string());

/**
 * A runner's JSON file, or undefined when it left none or half of one: a missing report is counted as a failure
 * (summarize), missing failure lines leave the exit code to tell.
 */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
  } catch {
    return undefined;
  }
}

function runStep(step: Step): StepOutcome {
  // Reports left by an earlier run must not stand in for this one.
  for (const file of [step.report?.file, step.failureLines]) if (file) rmSync(join(repoRoot, file), { force: true });
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const [command, ...args] = step.command;
  const env = step.failureLines ? { ...process.env, [FAILURE_LINES_ENV]: join(repoRoot, step.failureLines) } : process.env;
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  // Each step's wall time, so a slow CI run shows which part grew (the suite must stay well inside CI's limit).
  console.log(`=== ${step.name} took ${Math.round((performance.now() - started) / 1000)} s`);
  if (result.error) console.error(`${step.name} could not run: ${result.error.message}`);
  return {
    name: step.name,
    exitCode: result.status,
    kind: step.kind,
    counts: step.report && step.report.count(readJson(step.report.file)),
    failures: step.failureLines ? FailureLines.safeParse(readJson(step.failureLines)).data : undefined,
  };
}

/** The steps for these options, after refusing an unknown one and saying why browser tests are skipped, if they are. */
function stepsFor(flags: string[]): Step[] {
  const unknown = flags.filter((flag) => flag !== '--unit' && flag !== '--faults' && flag !== '--e2e');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Usage: npm test [-- --unit | --faults | --e2e]`);
    process.exit(2);
  }
  const hasChromium = existsSync(CHROMIUM);
  if ((flags.length === 0 || flags.includes('--e2e')) && !hasChromium) {
    console.log(`Browser tests skipped: Debian's Chromium is not at ${CHROMIUM} (apt-get install chromium); .ci/run installs it.`);
  }
  return chooseSteps(flags, hasChromium);
}

const outcomes = stepsFor(process.argv.slice(2)).map(runStep);
const summary = summarize(outcomes);
console.log('');
for (const note of summary.notes) console.log(note);
console.log(formatSummary(summary));
process.exitCode = summary.failed > 0 ? 1 : 0;
