import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { round } from './bench-server.ts';
import type { MemoryProbe } from './memory-probe.ts';

const READINGS = 1000;
const REQUESTS = 10_000;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Runs memory-probe.ts in a fresh process and returns what it measured. */
async function probe(): Promise<MemoryProbe> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/memory-probe.ts'], {
    cwd: repoRoot,
    env: { ...process.env, BENCH_READINGS: String(READINGS), BENCH_REQUESTS: String(REQUESTS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`the memory probe exited with ${code}: ${output}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as MemoryProbe;
}

/**
 * Memory of the embedded app (web and worker in one process, PGlite on disk) in a process of its
 * own: RSS after start, after READINGS readings, and sampled over REQUESTS authenticated reads,
 * against the same process's RSS before it loaded the app.
 */
export async function benchMemory(): Promise<void> {
  const { bare, started, afterReadings, samples, retainedBefore, retainedAfter } = await probe();
  const third = Math.max(1, Math.floor(samples.length / 3));
  const first = mean(samples.slice(0, third));
  const last = mean(samples.slice(-third));
  const row = (mib: number) => ({ 'RSS MiB': Math.round(mib), 'x bare': round(mib / bare) });
  console.log(`\nMemory of the embedded app (its own process; ${READINGS} readings by 20 users, then ${REQUESTS} reads 50 at a time, sampled ${samples.length} times)`);
  console.table({
    'Node with tsx, before loading the app (baseline)': row(bare),
    'after start': row(started),
    [`after ${READINGS} readings`]: row(afterReadings),
    'during the reads, mean of the first third': row(first),
    'during the reads, mean of the last third': row(last),
  });
  console.log(`trend over the reads: last third ${round(last / first, 2)}× the first (1 = flat)`);
  // RSS alone cannot tell a leak from V8 letting garbage pile up before a full collection.
  console.log(
    `JavaScript heap retained after a full collection: ${round(retainedBefore)} MiB before the reads, ${round(retainedAfter)} MiB after (${round(retainedAfter / retainedBefore, 2)}×; a leak grows this)`,
  );
}
