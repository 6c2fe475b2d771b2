import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryJob } from '#common/api/admin-ops.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { waitUntil } from '#server/test/wait-until.ts';
import { QUEUES } from './boss.ts';

// No workers: the test hears the wake-ups itself and moves the jobs by hand.
let server: TestServer;
let admin: TestUser;
const heard: string[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ email: ADMIN_EMAIL });
  await server.services.jobWakeUp.subscribe((queue) => heard.push(queue));
});
afterAll(() => server.close());

const jobOf = async (readingId: string) =>
  (await server.services.database.executeSql(`SELECT id, state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'readingId' = $2`, [QUEUES.generateReading, readingId]))
    .rows[0] as { id: string; state: string };

describe('enqueueGeneration: reading starts, clarifier starts and admin retries enqueue one way', () => {
  it('wakes the workers for an admin retry as for a start, so the retried job is taken at once rather than at the next poll', async () => {
    const user = await signUpWithKey(server);
    heard.length = 0;
    const started = await startReading(server, user, await readingRequest(server, user));
    expect(started.statusCode, started.body).toBe(200);
    await waitUntil('the wake-up of a reading start', () => heard.includes(QUEUES.generateReading), 10_000);

    // pg-boss gives up on the job as when its last attempt expires.
    const { id: jobId } = await jobOf(started.json<{ id: string }>().id);
    await server.services.database.executeSql('UPDATE pgboss.job SET retry_limit = 0 WHERE id = $1', [jobId]);
    const [fetched] = await server.services.boss.fetch(QUEUES.generateReading);
    expect(fetched?.id).toBe(jobId);
    await server.services.boss.fail(QUEUES.generateReading, jobId, { message: 'job failed by timeout in active state' });

    heard.length = 0;
    const retried = await call(server, admin, retryJob, { params: { queue: QUEUES.generateReading, id: jobId } });
    expect(retried.status, retried.response.body).toBe(200);
    expect((await jobOf(started.json<{ id: string }>().id)).state).toBe('retry');
    // On PostgreSQL the announcement arrives by LISTEN, a moment after the retry's commit.
    await waitUntil('the wake-up of an admin retry', () => heard.includes(QUEUES.generateReading), 10_000);
  });
});
