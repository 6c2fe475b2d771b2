import { existsSync } from 'node:fs';
import { ConfigError, type Env, parseEnv } from '#server/config/env.ts';

/** Thrown for what the operator must fix (a busy DATA_DIR, a missing tool, a bad file); its message is the one line printed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The configuration the server would run with: `.env` in the working directory, then the environment (server/main.ts). */
export function readServerEnv(): Env {
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message);
    throw error;
  }
}

export interface CommandLine {
  file: string;
  force: boolean;
}

/** `<file>` and, where `allowForce`, `--force`; anything else is a usage error. */
export function parseCommandLine(argv: readonly string[], usage: string, allowForce: boolean): CommandLine {
  const force = allowForce && argv.includes('--force');
  const rest = argv.filter((arg) => !(allowForce && arg === '--force'));
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupError(usage);
  return { file: rest[0]!, force };
}

/** Runs a command's body, printing an operator's error as one line and anything else with its stack. */
export function runCommand(body: () => Promise<string>): void {
  body().then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(error instanceof BackupError ? error.message : error);
      process.exit(1);
    },
  );
}
