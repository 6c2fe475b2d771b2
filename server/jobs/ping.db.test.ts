import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { QUEUES } from './boss.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

async function waitForCompletion(id: string) {
  const { boss } = server.services;
  for (;;) {
    const job = await boss.getJobById(QUEUES.ping, id);
    if (job?.state === 'completed' || job?.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue', () => {
  it(`runs a job through pg-boss on ${TEST_DB}`, async () => {
    const id = await server.services.boss.send(QUEUES.ping, {});
    expect(id).toBeTruthy();
    const job = await waitForCompletion(id!);
    expect(job.state).toBe('completed');
    expect(job.output).toEqual({ pong: true, database: TEST_DB });
  });
});
