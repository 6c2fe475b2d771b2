import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { QUEUES } from './boss.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`waiting jobs on ${TEST_DB}`, () => {
  // pg-boss drops a job still waiting past its queue's retention, unrun and without its dead letter: a reading
  // queued behind a long backlog would stay QUEUED and charged, never written nor refunded.
  it.each([QUEUES.generateReading, QUEUES.readingFailed])('in %s are kept for 14 days before pg-boss may drop them', async (queue) => {
    const { boss } = server.services;
    const id = await boss.send(queue, { readingId: 'not-a-reading' }, { startAfter: 3600 });
    const job = await boss.getJobById(queue, id!);
    expect(job?.state).toBe('created');
    expect(job!.keepUntil.getTime() - Date.now()).toBeGreaterThan(14 * DAY_MS);
    await boss.cancel(queue, id!);
  });
});
