import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, type ServerEntry, type ServerProcess, spawnServer, STARTUP_TIMEOUT_MS } from '#server/test/spawned-server.ts';
import { median, round } from './bench-server.ts';

const RUNS = 3;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const POLL_MS = 10;
const BARE_SERVER = "require('node:http').createServer((request, response) => response.end('ok')).listen(process.env.PORT, '127.0.0.1')";

interface Start {
  ms: number;
  /** Of Arcana's process once it answers; not measured for the bare server. */
  rssMb?: number;
}

/** Polls `url` until it answers 200; resolves with the ms since `begin`. */
async function firstOk(url: string, begin: number, exited: () => boolean): Promise<number> {
  const deadline = begin + STARTUP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (exited()) throw new Error(`the process ended before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ok) return performance.now() - begin;
    await delay(POLL_MS);
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** A bare Node HTTP server (with the tsx loader when `tsx`), from spawn to its first 200. */
async function bareStart(tsx: boolean): Promise<Start> {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), '-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    return { ms: await firstOk(`http://127.0.0.1:${port}/`, begin, () => child.exitCode !== null) };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Resident memory of a running process in MB, as `ps` reports it. */
export function residentMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/**
 * Arcana (embedded mode, PGlite in `dataDir`) run from `entry`, from spawn to its first 200 on /healthz,
 * and its RSS then.
 */
async function arcanaStart(entry: ServerEntry, dataDir: string): Promise<Start> {
  const port = await freePort();
  const begin = performance.now();
  const server: ServerProcess = spawnServer({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, entry);
  try {
    const ms = await firstOk(`http://127.0.0.1:${port}/healthz`, begin, () => server.child.exitCode !== null);
    return { ms, rssMb: residentMb(server.child.pid!) };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${server.output()}`, { cause: error });
  } finally {
    await server.stop();
  }
}

/** Runs `start` RUNS times one after another and returns the median of each figure. */
async function medianOf(start: () => Promise<Start>): Promise<Start> {
  const samples: Start[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await start());
  const rss = samples.flatMap((sample) => (sample.rssMb === undefined ? [] : [sample.rssMb]));
  return { ms: median(samples.map((sample) => sample.ms)), rssMb: rss.length > 0 ? median(rss) : undefined };
}

/** Builds dist/server from the current sources, as `npm run build` does, so the figures are this code's. */
function buildServer(): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Cold start: spawning the server to its first 200 on /healthz, built (as `npm run serve` runs it) on an
 * empty DATA_DIR (it creates and migrates the database) and on an existing one, and from its sources through
 * tsx for comparison, against a bare Node HTTP server spawned in the same run.
 */
export async function benchColdStart(): Promise<void> {
  buildServer();
  const existing = await mkdtemp(join(tmpdir(), 'arcana-bench-data-'));
  const empties: string[] = [];
  try {
    const bare = await medianOf(() => bareStart(false));
    const bareTsx = await medianOf(() => bareStart(true));
    // The first empty start makes the existing DATA_DIR the later starts reuse.
    const onEmpty = await medianOf(async () => {
      const dataDir = empties.length === 0 ? existing : await mkdtemp(join(tmpdir(), 'arcana-bench-empty-'));
      empties.push(dataDir);
      return arcanaStart('build', dataDir);
    });
    const onExisting = await medianOf(() => arcanaStart('build', existing));
    const sourcesOnExisting = await medianOf(() => arcanaStart('sources', existing));
    const row = ({ ms, rssMb }: Start) => ({ ms: Math.round(ms), 'x bare': round(ms / bare.ms), 'RSS MB': rssMb === undefined ? '' : Math.round(rssMb) });
    console.log(`\nCold start: spawn to the first 200 (median of ${RUNS} starts), and the server's RSS then`);
    console.table({
      'bare Node HTTP server (baseline)': row(bare),
      'bare Node HTTP server with the tsx loader': row(bareTsx),
      'built server (npm run serve), existing DATA_DIR': row(onExisting),
      'built server (npm run serve), empty DATA_DIR': row(onEmpty),
      'server/main.ts through tsx, existing DATA_DIR': row(sourcesOnExisting),
    });
  } finally {
    await Promise.all([...new Set([existing, ...empties])].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
