import { bareFastifyBaseline, median, percentile, round, startBenchServer } from './bench-server.ts';
import { benchUser, benchUsers, sustainedReadings, timedReading } from './bench-user.ts';

// A new user's 36 gems pay for eight general three-card readings (4 gems each).
const SEQUENTIAL_RUNS = 8;
const CONCURRENT_USERS = 20;
const SUSTAINED_SECONDS = 30;

type Row = { ms: number; 'x bare': number } | { 'per second': number };

async function benchDatabase(label: string, postgresUrl: string | undefined, baseline: number): Promise<Record<string, Row>> {
  const server = await startBenchServer({ workers: true, postgresUrl });
  try {
    const { call } = await benchUser(server);
    const sequential = [];
    for (let run = 0; run < SEQUENTIAL_RUNS; run += 1) {
      sequential.push(await timedReading(server, call));
      await call('GET', '/v1/reading/delete_reading/active');
    }
    const users = await benchUsers(server, CONCURRENT_USERS, { manyGems: true });
    const { readings, perSecond } = await sustainedReadings(server, users, SUSTAINED_SECONDS);
    const ready = readings.map((reading) => reading.ready);
    const row = (ms: number): Row => ({ ms: round(ms), 'x bare': Math.round(ms / baseline) });
    return {
      [`${label}: queue pickup, one user`]: row(median(sequential.map((sample) => sample.pickup))),
      [`${label}: start → ACTIVE, one user`]: row(median(sequential.map((sample) => sample.ready))),
      [`${label}: queue pickup p50, ${CONCURRENT_USERS} users`]: row(median(readings.map((reading) => reading.pickup))),
      [`${label}: start → ACTIVE p50, ${CONCURRENT_USERS} users`]: row(median(ready)),
      [`${label}: start → ACTIVE p99, ${CONCURRENT_USERS} users`]: row(percentile(ready, 99)),
      [`${label}: readings/s sustained ${SUSTAINED_SECONDS} s, ${CONCURRENT_USERS} users (${readings.length} readings)`]: { 'per second': round(perSecond) },
    };
  } finally {
    await server.close();
  }
}

/**
 * Reading latency and throughput with the builtin model (which answers as fast as it composes): one
 * user's readings one after another, then 20 users each starting readings back to back for 15 s
 * (start → ACTIVE p50 and p99, readings per second), on PGlite and on PostgreSQL
 * (`TEST_DATABASE_URL`, a fresh database that is dropped afterwards).
 */
export async function benchReadings(): Promise<void> {
  const baseline = await bareFastifyBaseline();
  const rows: Record<string, Row> = { 'bare Fastify request (inject)': { ms: round(baseline, 3), 'x bare': 1 }, ...(await benchDatabase('PGlite', undefined, baseline)) };
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) Object.assign(rows, await benchDatabase('PostgreSQL', postgresUrl, baseline));
  console.log(`\nReadings, builtin model (one user: median of ${SEQUENTIAL_RUNS} in a row; ${CONCURRENT_USERS} users: each back to back for ${SUSTAINED_SECONDS} s)`);
  console.table(rows);
  if (!postgresUrl) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
}
