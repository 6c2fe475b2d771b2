import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawned-server.ts';

const run = promisify(execFile);
/** PostgreSQL refuses to run as root; a root test runs it as this account, as the distribution packages do. */
const SERVICE_ACCOUNT = 'postgres';
const START_TIMEOUT_SECONDS = 60;
/** The end of the server's log that explains a failed start. */
const LOG_TAIL_LINES = 20;

/**
 * A PostgreSQL cluster of the test's own, on a free loopback port, that the test may stop and start
 * at will without disturbing the shared server other tests use.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  port: number;
  /** `pg_ctl stop`: `fast` rolls back open transactions and closes connections; `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs and removes its files. */
  destroy(): Promise<void>;
}

/** The directory holding initdb and pg_ctl, or undefined when PostgreSQL's server programs are not installed. */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu install the server.
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).toSorted((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debianRoot, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** One number `id` tells of the service account (`-u` its uid, `-g` its gid). */
const accountId = (flag: string) => Number(execFileSync('id', [flag, SERVICE_ACCOUNT], { encoding: 'utf8' }).trim());

/** The uid and gid of the service account, when this process runs as root; undefined otherwise. */
function serviceAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: accountId('-u'), gid: accountId('-g') };
}

/** Why a private cluster cannot be made here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBinDir()) return 'no PostgreSQL server programs (initdb, pg_ctl) are installed';
  if (process.getuid?.() === 0) {
    try {
      serviceAccount();
    } catch {
      return `running as root and there is no "${SERVICE_ACCOUNT}" account to run PostgreSQL as`;
    }
  }
  return undefined;
}

/** Creates a cluster in a new temporary directory and starts it (see PrivatePostgres). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('no PostgreSQL server programs (initdb, pg_ctl) are installed');
  const account = serviceAccount();
  const root = mkdtempSync(join(tmpdir(), 'arcana-pg-'));
  if (account) chownSync(root, account.uid, account.gid);
  const dataDir = join(root, 'data');
  const port = await freePort();
  // In the cluster's own directory: the service account may not be allowed into the test's working directory.
  const asOwner = (program: string, args: string[]) =>
    account ? run('runuser', ['-u', SERVICE_ACCOUNT, '--', join(binDir, program), ...args], { cwd: root }) : run(join(binDir, program), args, { cwd: root });
  const pgCtl = (args: string[]) => asOwner('pg_ctl', ['-D', dataDir, ...args]);

  let running = false;
  const serverLog = join(root, 'server.log');
  const start = async () => {
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
    try {
      await pgCtl(['start', '-w', '-t', String(START_TIMEOUT_SECONDS), '-l', serverLog, '-o', options]);
    } catch (error) {
      // pg_ctl only says the server did not start; the server's own log says why.
      const log = existsSync(serverLog) ? readFileSync(serverLog, 'utf8').trim().split('\n').slice(-LOG_TAIL_LINES).join('\n') : '(no server log)';
      throw new Error(`${(error as Error).message}\n--- server log ---\n${log}`, { cause: error });
    }
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await pgCtl(['stop', '-w', '-m', mode]);
    running = false;
  };

  try {
    await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    await start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
