import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, type ServerProcess, spawnServer, STARTUP_TIMEOUT_MS } from '#server/test/spawned-server.ts';
import { median, round } from './bench-server.ts';

const RUNS = 3;
const POLL_MS = 10;
const BARE_SERVER = "require('node:http').createServer((request, response) => response.end('ok')).listen(process.env.PORT, '127.0.0.1')";

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
async function bareStart(tsx: boolean): Promise<number> {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), '-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    return await firstOk(`http://127.0.0.1:${port}/`, begin, () => child.exitCode !== null);
  } finally {
    child.kill('SIGTERM');
  }
}

/** `server/main.ts` (embedded mode, PGlite in `dataDir`) from spawn to its first 200 on /healthz. */
async function arcanaStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const begin = performance.now();
  const server: ServerProcess = spawnServer({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    return await firstOk(`http://127.0.0.1:${port}/healthz`, begin, () => server.child.exitCode !== null);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${server.output()}`, { cause: error });
  } finally {
    await server.stop();
  }
}

/** Runs `start` RUNS times one after another and returns the median ms. */
async function medianOf(start: () => Promise<number>): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await start());
  return median(samples);
}

/**
 * Cold start: spawning the server to its first 200 on /healthz, on an empty DATA_DIR (it creates and
 * migrates the database) and on an existing one, against a bare Node HTTP server spawned in the same run.
 */
export async function benchColdStart(): Promise<void> {
  const existing = await mkdtemp(join(tmpdir(), 'arcana-bench-data-'));
  const empties: string[] = [];
  try {
    const bare = await medianOf(() => bareStart(false));
    const bareTsx = await medianOf(() => bareStart(true));
    // The first empty start makes the existing DATA_DIR the later starts reuse.
    const onEmpty = await medianOf(async () => {
      const dataDir = empties.length === 0 ? existing : await mkdtemp(join(tmpdir(), 'arcana-bench-empty-'));
      empties.push(dataDir);
      return arcanaStart(dataDir);
    });
    const onExisting = await medianOf(() => arcanaStart(existing));
    const row = (ms: number) => ({ ms: Math.round(ms), 'x bare': round(ms / bare) });
    console.log(`\nCold start: spawn to the first 200 (median of ${RUNS} starts; the server compiles its TypeScript at run time with tsx)`);
    console.table({
      'bare Node HTTP server (baseline)': row(bare),
      'bare Node HTTP server with the tsx loader': row(bareTsx),
      'server/main.ts, existing DATA_DIR': row(onExisting),
      'server/main.ts, empty DATA_DIR': row(onEmpty),
    });
  } finally {
    await Promise.all([...new Set([existing, ...empties])].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
