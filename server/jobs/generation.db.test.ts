import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveReading, setActiveReading } from '#common/api/readings.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading as readingTable, readingPending } from '#server/db/schema/readings.ts';
import { OracleError, type Oracle } from '#server/oracle/oracle.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { runGeneration } from './generation.ts';

/** A model that always fails; `retryable` decides whether pg-boss would try again. */
function failingOracle(retryable: boolean): Oracle & { calls: number } {
  const oracle = {
    name: 'failing',
    calls: 0,
    async generate(): Promise<never> {
      oracle.calls += 1;
      throw new OracleError('the model is unavailable', retryable);
    },
  };
  return oracle;
}

const oracle = failingOracle(false);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true, oracle });
});
afterAll(() => server.close());

const refunds = (user: TestUser) =>
  server.services.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'refund')));
const job = (readingId: string, retryCount: number) => ({ data: { readingId }, retryCount, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;

describe('a failed generation', () => {
  it('marks the reading FAILED and refunds it exactly once, even when the job runs again', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    const reading = await waitForReading(server, user, id);
    expect(reading.status).toBe('FAILED');
    expect((await server.request({ method: 'GET', url: '/v1/points/get', user })).json().points).toBe(DEFAULT_MAX_POINTS);

    await runGeneration({ db: server.services.database.db, ...server.services }, job(id, 3));
    expect(await refunds(user)).toHaveLength(1);
    expect(await server.services.database.db.select().from(readingPending).where(eq(readingPending.readingId, id))).toEqual([]);
    expect((await server.request({ method: 'GET', url: '/v1/reading/has_active_reading', user })).json()).toEqual({ hasActiveReading: false });
  });

  it('is retried by pg-boss while attempts are left, and refunded after the last', async () => {
    // A server without workers, so the reading waits in the queue for this test to run the job.
    const quiet = await startTestServer();
    try {
      const user = await signUpWithKey(quiet);
      const { id } = (await startReading(quiet, user, await readingRequest(quiet, user))).json();
      const deps = { db: quiet.services.database.db, ...quiet.services, oracle: failingOracle(true) };
      const refundsOf = () =>
        quiet.services.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'refund')));

      await expect(runGeneration(deps, job(id, 0))).rejects.toThrow(OracleError);
      expect(await refundsOf()).toEqual([]);
      expect((await quiet.request({ method: 'GET', url: '/v1/reading/is_in_queue', user })).json()).toEqual({ inQueue: false, position: null });

      await runGeneration(deps, job(id, 3));
      expect(await refundsOf()).toHaveLength(1);
      expect((await waitForReading(quiet, user, id)).status).toBe('FAILED');
    } finally {
      await quiet.close();
    }
  });
});

describe('a finished generation', () => {
  it('records when the reading was written once: running the job again, saving, closing and re-opening leave it', async () => {
    // A server without workers, so this test runs the jobs and sees the reading before it is written.
    const quiet = await startTestServer();
    try {
      const db = quiet.services.database.db;
      const deps = { db, ...quiet.services };
      const user = await signUpWithKey(quiet);
      const start = async () => (await startReading(quiet, user, await readingRequest(quiet, user, { general: true, question: '' }))).json().id as string;
      const timesOf = async (id: string) => (await db.select({ createdAt: readingTable.createdAt, writtenAt: readingTable.writtenAt }).from(readingTable).where(eq(readingTable.id, id)))[0]!;

      const id = await start();
      expect((await timesOf(id)).writtenAt).toBeNull();
      await runGeneration(deps, job(id, 0));
      const { createdAt, writtenAt } = await timesOf(id);
      expect(writtenAt).toBeInstanceOf(Date);
      expect(writtenAt!.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());

      await runGeneration(deps, job(id, 0));
      expect((await call(quiet, user, saveReading)).body).toEqual({ success: true });
      // The next reading closes this one into My Readings; once it is written and saved, this one is opened again.
      const next = await start();
      await runGeneration(deps, job(next, 0));
      expect((await timesOf(next)).writtenAt).toBeInstanceOf(Date);
      await call(quiet, user, saveReading);
      expect((await call(quiet, user, setActiveReading, { params: { id } })).body).toEqual({ success: true });
      expect(await timesOf(id)).toEqual({ createdAt, writtenAt });
    } finally {
      await quiet.close();
    }
  });
});
