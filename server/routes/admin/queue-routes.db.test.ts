import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelJob, FAILURE_MESSAGE_MAX_LENGTH, getQueueStats, retryJob, THROUGHPUT_MINUTES } from '#common/api/admin-ops.ts';
import { getPoints } from '#common/api/points.ts';
import { getReading, startReading as startCall } from '#common/api/readings.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { adminAudit } from '#server/db/schema/admin.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import { QUEUES } from '#server/jobs/boss.ts';
import { failWithRefund, runGeneration } from '#server/jobs/generation.ts';
import type { GenerationJob } from '#server/jobs/generation-queue.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { ADMIN_EMAIL, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

/** A queue of this test's own, so no worker or other test moves its jobs. */
const QUEUE = 'admin-test';
/** What a job's data holds: the dashboards must never show it. */
const SECRET = 'Will I ever forgive my sister';
const LONG_ERROR = `model exploded: ${'x'.repeat(400)}`;

// No workers: every job stays where the test puts it.
let server: TestServer;
let boss: PgBoss;
let admin: TestUser;
let member: TestUser;
const jobs: Record<'completed' | 'failed' | 'active' | 'retrying' | 'cancelled' | 'queued', string> = {
  completed: '',
  failed: '',
  active: '',
  retrying: '',
  cancelled: '',
  queued: '',
};

/**
 * Sends a job and takes it, as a worker would; the queue has nothing else to take at that moment. pg-boss takes only
 * jobs whose start is strictly before now(), and the embedded database's clock can give the send and the fetch the
 * same instant: the job is sent as due a second ago.
 */
async function sendAndFetch(options: PgBoss.SendOptions = {}): Promise<string> {
  const id = (await boss.send(QUEUE, { question: SECRET }, { startAfter: new Date(Date.now() - 1000), ...options }))!;
  const [fetched] = await boss.fetch(QUEUE);
  expect(fetched?.id).toBe(id);
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  boss = server.services.boss;
  admin = await server.signUp({ email: ADMIN_EMAIL });
  member = await server.signUp();
  await boss.createQueue(QUEUE);
  jobs.completed = await sendAndFetch();
  await boss.complete(QUEUE, jobs.completed);
  jobs.failed = await sendAndFetch({ retryLimit: 0 });
  await boss.fail(QUEUE, jobs.failed, { message: LONG_ERROR });
  jobs.active = await sendAndFetch();
  // A failed attempt with one retry left, due in an hour: it waits as `retry`.
  jobs.retrying = await sendAndFetch({ retryLimit: 1, retryDelay: 3600 });
  await boss.fail(QUEUE, jobs.retrying, { message: 'try again later' });
  jobs.cancelled = (await boss.send(QUEUE, { question: SECRET }))!;
  await boss.cancel(QUEUE, jobs.cancelled);
  jobs.queued = (await boss.send(QUEUE, { question: SECRET }))!;
});
afterAll(() => server.close());

const act = async (user: TestUser | undefined, action: 'retry' | 'cancel', queue: string, id: string) =>
  (await call(server, user, action === 'retry' ? retryJob : cancelJob, { params: { queue, id } })).response;
const stateOf = async (queue: string, id: string) => (await boss.getJobById(queue, id))?.state;
const auditOf = (target: string) => server.services.database.db.select().from(adminAudit).where(eq(adminAudit.target, target));

describe(`${getQueueStats.method} ${getQueueStats.path}`, () => {
  it(`counts each queue's jobs by state, its completions a minute and its oldest wait, on ${TEST_DB}`, async () => {
    const { status, body, response } = await call(server, admin, getQueueStats);
    expect(status, response.body).toBe(200);
    const { queues } = body;
    const mine = queues.find((queue) => queue.queue === QUEUE)!;
    expect(mine.counts).toEqual({ queued: 1, active: 1, retrying: 1, completed: 1, failed: 1, cancelled: 1 });
    expect(mine.completedPerMinute).toHaveLength(THROUGHPUT_MINUTES);
    expect(mine.completedPerMinute.at(-1)).toBe(1);
    expect(mine.completedPerMinute.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(mine.oldestWaitingSeconds).toEqual(expect.any(Number));

    const names = queues.map((queue) => queue.queue);
    expect(names).toEqual(expect.arrayContaining([QUEUES.generateReading, QUEUES.readingFailed, QUEUES.ping]));
    expect(names.filter((name) => name.startsWith('__pgboss__'))).toEqual([]);
    const idle = queues.find((queue) => queue.queue === QUEUES.ping)!;
    expect(idle.oldestWaitingSeconds).toBeNull();
  });

  it('lists failures with their error cut short and never their data', async () => {
    const { body, response } = await call(server, admin, getQueueStats);
    expect(response.body).not.toContain(SECRET);
    const failure = body.recentFailures.find((entry) => entry.id === jobs.failed);
    expect(failure).toEqual({ id: jobs.failed, queue: QUEUE, failedAt: expect.any(Number), error: LONG_ERROR.slice(0, FAILURE_MESSAGE_MAX_LENGTH) });
    expect(Math.abs(failure!.failedAt - Date.now())).toBeLessThan(60 * 60 * 1000);
  });

  it('answers 403 to a member', async () => {
    const { response } = await call(server, member, getQueueStats);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
  });
});

describe(`${retryJob.method} ${retryJob.path} and ${cancelJob.path}`, () => {
  it('retries a failed job once and records who did it', async () => {
    const response = await act(admin, 'retry', QUEUE, jobs.failed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ queue: QUEUE, id: jobs.failed, state: 'retry' });
    expect(await stateOf(QUEUE, jobs.failed)).toBe('retry');
    expect(await auditOf(`${QUEUE}/${jobs.failed}`)).toMatchObject([{ adminId: admin.id, action: 'queue.retry' }]);

    expect((await act(admin, 'retry', QUEUE, jobs.failed)).statusCode).toBe(409);
    expect(await auditOf(`${QUEUE}/${jobs.failed}`)).toHaveLength(1);
  });

  it('refuses to retry a job that did not fail', async () => {
    for (const id of [jobs.completed, jobs.active, jobs.queued]) {
      const response = await act(admin, 'retry', QUEUE, id);
      expect(response.statusCode, id).toBe(409);
      expect(response.json()).toMatchObject({ error: 'job_state' });
    }
    expect(await auditOf(`${QUEUE}/${jobs.completed}`)).toEqual([]);
  });

  it('cancels a queued or retrying job, and nothing else', async () => {
    for (const id of [jobs.queued, jobs.retrying]) {
      const response = await act(admin, 'cancel', QUEUE, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(await stateOf(QUEUE, id)).toBe('cancelled');
      expect(await auditOf(`${QUEUE}/${id}`)).toMatchObject([{ adminId: admin.id, action: 'queue.cancel' }]);
    }
    for (const id of [jobs.active, jobs.completed, jobs.cancelled]) {
      expect((await act(admin, 'cancel', QUEUE, id)).statusCode, id).toBe(409);
    }
    expect(await stateOf(QUEUE, jobs.active)).toBe('active');
  });

  it('answers 404 for an unknown job or queue and 400 naming a malformed one', async () => {
    expect((await act(admin, 'retry', QUEUE, crypto.randomUUID())).statusCode).toBe(404);
    expect((await act(admin, 'cancel', 'no-such-queue', jobs.queued)).statusCode).toBe(404);
    const badId = await act(admin, 'retry', QUEUE, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: 'bad_request', field: 'id' });
    const badQueue = await act(admin, 'cancel', 'a queue', jobs.queued);
    expect(badQueue.statusCode).toBe(400);
    expect(badQueue.json()).toMatchObject({ error: 'bad_request', field: 'queue' });
  });

  it('answers 403 to a member, before looking at the request, and changes nothing', async () => {
    expect((await act(member, 'cancel', QUEUE, jobs.active)).statusCode).toBe(403);
    expect((await act(member, 'retry', QUEUE, 'not-a-uuid')).statusCode).toBe(403);
    expect(await stateOf(QUEUE, jobs.active)).toBe('active');
  });

  it('needs a session', async () => {
    expect((await act(undefined, 'retry', QUEUE, jobs.failed)).statusCode).toBe(401);
  });
});

const db = () => server.services.database.db;
const ledgerOf = (user: TestUser, kind: 'spend' | 'refund') =>
  db().select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, kind)));
const statusOf = async (id: string) => (await db().select({ status: reading.status }).from(reading).where(eq(reading.id, id)))[0]?.status;
const jobsOf = async (queue: string, readingId: string) =>
  (await server.services.database.executeSql(`SELECT id, state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'readingId' = $2`, [queue, readingId]))
    .rows as { id: string; state: string }[];

/** A user's queued reading and its job; no worker runs, so it waits. */
async function queuedReading(): Promise<{ user: TestUser; readingId: string; jobId: string }> {
  const user = await signUpWithKey(server);
  const started = await startReading(server, user, await readingRequest(server, user));
  expect(started.statusCode, started.body).toBe(200);
  const readingId = started.json<{ id: string }>().id;
  const [job] = await jobsOf(QUEUES.generateReading, readingId);
  return { user, readingId, jobId: job!.id };
}

/** pg-boss gives up on the job as when its last attempt expires: failed, with its dead-letter (refund) job queued. */
async function giveUp(jobId: string): Promise<void> {
  await server.services.database.executeSql('UPDATE pgboss.job SET retry_limit = 0 WHERE id = $1', [jobId]);
  const [fetched] = await boss.fetch(QUEUES.generateReading);
  expect(fetched?.id).toBe(jobId);
  await boss.fail(QUEUES.generateReading, jobId, { message: 'job failed by timeout in active state' });
}

describe('reading jobs', () => {
  it('refuses to retry the job of a reading already refunded, charging and refunding nothing more', async () => {
    const { user, readingId, jobId } = await queuedReading();
    await giveUp(jobId);
    // The dead-letter worker's part.
    await failWithRefund({ db: db(), progress: server.services.progress }, { readingId });

    const response = await act(admin, 'retry', QUEUES.generateReading, jobId);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('already failed and been refunded');
    expect(await stateOf(QUEUES.generateReading, jobId)).toBe('failed');
    expect(await ledgerOf(user, 'spend')).toHaveLength(1);
    expect(await ledgerOf(user, 'refund')).toHaveLength(1);
    expect(await auditOf(`${QUEUES.generateReading}/${jobId}`)).toEqual([]);
  });

  it('retries the job of a reading still unwritten, calling off its refund, and writes it with the one charge', async () => {
    const { user, readingId, jobId } = await queuedReading();
    await giveUp(jobId);
    const [refund] = await jobsOf(QUEUES.readingFailed, readingId);
    expect(refund?.state).toBe('created');

    const response = await act(admin, 'retry', QUEUES.generateReading, jobId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(QUEUES.generateReading, jobId)).toBe('retry');
    expect(await stateOf(QUEUES.readingFailed, refund!.id)).toBe('cancelled');
    expect(await auditOf(`${QUEUES.generateReading}/${jobId}`)).toMatchObject([{ adminId: admin.id, action: 'queue.retry', targetUserId: user.id }]);

    const [job] = await boss.fetch<GenerationJob>(QUEUES.generateReading, { includeMetadata: true });
    expect(job?.id).toBe(jobId);
    await runGeneration({ db: db(), ...server.services }, job!);
    expect(await statusOf(readingId)).toBe('ACTIVE');
    expect(await ledgerOf(user, 'spend')).toHaveLength(1);
    expect(await ledgerOf(user, 'refund')).toEqual([]);
  });

  it('fails and refunds the reading of a cancelled job, in the same transaction', async () => {
    const { user, readingId, jobId } = await queuedReading();
    const response = await act(admin, 'cancel', QUEUES.generateReading, jobId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(QUEUES.generateReading, jobId)).toBe('cancelled');
    expect(await statusOf(readingId)).toBe('FAILED');
    expect(await ledgerOf(user, 'refund')).toHaveLength(1);
    expect((await call(server, user, getPoints)).body.points).toBe(DEFAULT_MAX_POINTS);
    expect(await auditOf(`${QUEUES.generateReading}/${jobId}`)).toMatchObject([{ action: 'queue.cancel', targetUserId: user.id }]);
  });

  it('never cancels a refund job', async () => {
    const { readingId, jobId } = await queuedReading();
    await giveUp(jobId);
    const [refund] = await jobsOf(QUEUES.readingFailed, readingId);
    expect((await act(admin, 'cancel', QUEUES.readingFailed, refund!.id)).statusCode).toBe(409);
    expect(await stateOf(QUEUES.readingFailed, refund!.id)).toBe('created');
  });

  it('fails and refunds only the clarifier of a cancelled clarifier job, leaving its reading written', async () => {
    const { user, readingId, jobId } = await queuedReading();
    await boss.cancel(QUEUES.generateReading, jobId);
    await runGeneration({ db: db(), ...server.services }, { id: jobId, data: { readingId }, retryCount: 0, retryLimit: 3 } as PgBoss.JobWithMetadata<GenerationJob>);
    const written = (await call(server, user, getReading, { params: { id: readingId } })).body;
    const request = await readingRequest(server, user, {
      id: readingId,
      question: 'And by spring?',
      cards: 1,
      selectedCards: [12],
      spreadTypeName: 'GENERAL',
      clarifierForAnswerUuid: written.spread.awnsers[0]!.answerUuid,
    });
    const { response: asked } = await call(server, user, startCall, { params: { kind: 'clarifier' }, body: request });
    expect(asked.statusCode, asked.body).toBe(200);
    const [clarifier] = await db().select().from(readingClarifier).where(eq(readingClarifier.readingId, readingId));
    const [job] = (await server.services.database.executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'clarifierId' = $2`, [QUEUES.generateReading, clarifier!.id]))
      .rows as { id: string }[];

    const response = await act(admin, 'cancel', QUEUES.generateReading, job!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await db().select().from(readingClarifier).where(eq(readingClarifier.id, clarifier!.id)))[0]?.status).toBe('FAILED');
    expect(await statusOf(readingId)).toBe('ACTIVE');
    expect(await ledgerOf(user, 'refund')).toMatchObject([{ reference: `clarifier:${clarifier!.id}` }]);
  });
});
