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

/**
 * The reading pipeline with an OpenAI-compatible model that takes MODEL_SECONDS per reading, streamed:
 * readings per second from one process (web and worker, PGlite) with 50 users starting readings back
 * to back, against the model's own rate for 50 callers, measured in the same run.
 */
export async function benchModel(): Promise<void> {
  const model = await startSlowModel();
  try {
    const ceiling = await modelAlone(model.baseURL, CONCURRENT_USERS, SUSTAINED_SECONDS);
    const server = await startBenchServer({ workers: true, env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseURL, AI_MODEL: 'bench-model' } });
    try {
      const users = await benchUsers(server, CONCURRENT_USERS, { manyGems: true });
      const { readings, perSecond } = await sustainedReadings(server, users, SUSTAINED_SECONDS);
      const ready = readings.map((reading) => reading.ready);
      console.log(
        `\nReadings with a ${MODEL_SECONDS}-second streamed model (fake OpenAI-compatible server; ${CONCURRENT_USERS} users back to back for ${SUSTAINED_SECONDS} s; ` +
          `one process, PGlite, READING_CONCURRENCY=${server.services.env.readingConcurrency})`,
      );
      console.table({
        [`the model alone, ${CONCURRENT_USERS} callers (baseline)`]: { 'readings/s': round(ceiling), 'x baseline': 1 },
        [`the app, ${CONCURRENT_USERS} users (${readings.length} readings)`]: { 'readings/s': round(perSecond), 'x baseline': round(perSecond / ceiling, 2) },
      });
      console.log(`start → ACTIVE: p50 ${Math.round(median(ready))} ms, p99 ${Math.round(percentile(ready, 99))} ms (the model alone takes ${MODEL_SECONDS * 1000} ms)`);
    } finally {
      await server.close();
    }
  } finally {
    await model.close();
  }
}
