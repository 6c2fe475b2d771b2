import { median, percentile, round, startBenchServer } from './bench-server.ts';
import { benchUsers, sustainedReadings } from './bench-user.ts';
import { MODEL_SECONDS, startSlowModel } from './slow-model.ts';

const CONCURRENT_USERS = 50;
const SUSTAINED_SECONDS = 15;

/** The model alone: `clients` callers each asking it for readings back to back; readings per second. */
async function modelAlone(baseURL: string, clients: number, seconds: number): Promise<number> {
  let done = 0;
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(`${baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"stream":true}' });
        await response.text();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - begin) / 1000);
}

type Row = { 'readings/s': number; 'x baseline': number; 'p50 ms': number; 'p99 ms': number };

/** One process (web and worker) on one database with 50 users starting readings back to back. */
async function appWithModel(baseURL: string, ceiling: number, postgresUrl?: string): Promise<{ row: Row; count: number; concurrency: number }> {
  const env = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: baseURL, AI_MODEL: 'bench-model' };
  const server = await startBenchServer({ workers: true, postgresUrl, env });
  try {
    const users = await benchUsers(server, CONCURRENT_USERS, { manyGems: true });
    const { readings, perSecond } = await sustainedReadings(server, users, SUSTAINED_SECONDS);
    const ready = readings.map((reading) => reading.ready);
    const row = { 'readings/s': round(perSecond), 'x baseline': round(perSecond / ceiling, 2), 'p50 ms': Math.round(median(ready)), 'p99 ms': Math.round(percentile(ready, 99)) };
    return { row, count: readings.length, concurrency: server.services.env.readingConcurrency };
  } finally {
    await server.close();
  }
}

/**
 * The reading pipeline with an OpenAI-compatible model that takes MODEL_SECONDS per reading, streamed:
 * readings per second from one process (web and worker) with 50 users starting readings back to back,
 * on PGlite and, with `TEST_DATABASE_URL`, PostgreSQL, against the model's own rate for 50 callers,
 * measured in the same run.
 */
export async function benchModel(): Promise<void> {
  const model = await startSlowModel();
  try {
    const ceiling = await modelAlone(model.baseURL, CONCURRENT_USERS, SUSTAINED_SECONDS);
    const rows: Record<string, Row> = {
      [`the model alone, ${CONCURRENT_USERS} callers (baseline)`]: { 'readings/s': round(ceiling), 'x baseline': 1, 'p50 ms': MODEL_SECONDS * 1000, 'p99 ms': MODEL_SECONDS * 1000 },
    };
    const pglite = await appWithModel(model.baseURL, ceiling);
    rows[`PGlite: the app, ${CONCURRENT_USERS} users (${pglite.count} readings)`] = pglite.row;
    const postgresUrl = process.env.TEST_DATABASE_URL;
    if (postgresUrl) {
      const postgres = await appWithModel(model.baseURL, ceiling, postgresUrl);
      rows[`PostgreSQL: the app, ${CONCURRENT_USERS} users (${postgres.count} readings)`] = postgres.row;
    }
    console.log(
      `\nReadings with a ${MODEL_SECONDS}-second streamed model (fake OpenAI-compatible server; ${CONCURRENT_USERS} users back to back for ${SUSTAINED_SECONDS} s; ` +
        `one process, READING_CONCURRENCY=${pglite.concurrency}; p50 and p99 of start → ACTIVE)`,
    );
    console.table(rows);
    if (!postgresUrl) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
  } finally {
    await model.close();
  }
}
