import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** Where `npm test` asks for the lines (scripts/run-tests.ts); without it the reporter writes nothing. */
export const FAILURE_LINES_ENV = 'FAILURE_LINES_FILE';
/** A failure's message is long (a diff, a stack); its first line names what went wrong. */
const MESSAGE_CHARS = 300;

function firstLine(error: SerializedError | undefined): string {
  const line = (error?.message ?? '').trim().split('\n')[0]?.trim() || error?.name || 'no message';
  return line.length > MESSAGE_CHARS ? `${line.slice(0, MESSAGE_CHARS)}…` : line;
}

/** One line per failure of a test file: the file's own (an import error), a hook's, a test's. */
function moduleFailures(module: TestModule): string[] {
  const where = module.relativeModuleId;
  return [
    ...module.errors().map((error) => `${where}: ${firstLine(error)}`),
    ...[...module.children.allSuites()].flatMap((suite) => suite.errors().map((error) => `${where} › ${suite.fullName}: ${firstLine(error)}`)),
    ...[...module.children.allTests('failed')].map((test) => `${where} › ${test.fullName}: ${firstLine(test.result().errors?.[0])}`),
  ];
}

/**
 * Writes what failed, a line each, for `npm test` to print beside its summary at the very end of the
 * output: Vitest prints failures far above it, and its JSON report leaves out a hook's error (its tests
 * only read "skipped") and errors thrown outside any test.
 */
export default class FailureLinesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env[FAILURE_LINES_ENV];
    if (!file) return;
    const lines = [...testModules.flatMap(moduleFailures), ...unhandledErrors.map((error) => `error outside any test: ${firstLine(error)}`)];
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(lines));
  }
}
