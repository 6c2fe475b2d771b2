// Run by memory.bench.ts in a process of its own, so that RSS counts the embedded app and nothing
// the other benchmarks left behind. Prints one JSON line of MemoryProbe.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READINGS = Number(process.env.BENCH_READINGS);
const REQUESTS = Number(process.env.BENCH_REQUESTS);
const USERS = 20;
const REQUESTS_AT_ONCE = 50;
const BATCHES_PER_SAMPLE = 5;
const mb = () => process.memoryUsage().rss / 2 ** 20;
/** The JavaScript heap still in use after a full collection (the probe runs with --expose-gc): what a leak would grow. */
const retainedHeap = () => {
  globalThis.gc!();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** What the probe measured, in MiB of RSS. */
export interface MemoryProbe {
  bare: number;
  started: number;
  afterReadings: number;
  samples: number[];
  /** MiB of heap retained after a full collection, before and after the reads. */
  retainedBefore: number;
  retainedAfter: number;
}

const bare = mb();
const { startBenchServer } = await import('./bench-server.ts');
const { benchUsers, timedReading } = await import('./bench-user.ts');
const dataDir = await mkdtemp(join(tmpdir(), 'arcana-bench-memory-'));
const server = await startBenchServer({ workers: true, dataDir });
try {
  const started = mb();
  const users = await benchUsers(server, USERS, { manyGems: true });
  let begun = 0;
  await Promise.all(
    users.map(async ({ call }) => {
      while (begun < READINGS) {
        begun += 1;
        await timedReading(server, call);
        await call('GET', '/v1/reading/delete_reading/active');
      }
    }),
  );
  const afterReadings = mb();
  const { call, headers } = users[0]!;
  const { id } = await timedReading(server, call);
  // The reads go over sockets: light-my-request's inject keeps ~12 KB per request alive (seen with
  // /healthz alone, and not over sockets), which would show as growth of the app's memory.
  const base = await server.listen();
  const read = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  };
  const samples: number[] = [];
  const retainedBefore = retainedHeap();
  for (let batch = 0; batch * REQUESTS_AT_ONCE < REQUESTS; batch += 1) {
    await Promise.all(Array.from({ length: REQUESTS_AT_ONCE }, (_, at) => read(at % 2 ? '/v1/points/get' : `/v1/reading/get_reading/${id}`)));
    if (batch % BATCHES_PER_SAMPLE === 0) samples.push(mb());
  }
  const retainedAfter = retainedHeap();
  const probe: MemoryProbe = { bare, started, afterReadings, samples, retainedBefore, retainedAfter };
  console.log(JSON.stringify(probe));
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
