import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading } from '#server/db/schema/readings.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { startWorkers } from './workers.ts';

/** Far longer than any wait below: a reading picked up in time was woken, not found by the poll. */
const SLOW_POLL_MS = 30_000;
const PICKUP_DEADLINE_MS = 5_000;

/** A model that never answers, so a reading it takes stays GENERATING; it counts its calls. */
function hangingOracle(): Oracle & { calls: number } {
  const oracle = {
    name: 'hanging',
    calls: 0,
    generate: () => {
      oracle.calls += 1;
      return new Promise<never>(() => {});
    },
  };
  return oracle;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await startWorkers(server.services, { readingPollMs: SLOW_POLL_MS });
});
afterAll(() => server.close());

/** The reading's status once it has left the queue, or when `ms` have passed. */
async function statusOnceTaken(id: string, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await server.services.database.db.select({ status: reading.status }).from(reading).where(eq(reading.id, id));
    if (row!.status !== 'QUEUED' || Date.now() > deadline) return row!.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a started reading', () => {
  it(`is picked up on its announcement, long before the next poll, on ${TEST_DB}`, async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    expect(['GENERATING', 'ACTIVE']).toContain(await statusOnceTaken(id, PICKUP_DEADLINE_MS));
  });

  it(`whose job expires is retried, then failed and refunded once, never left GENERATING, on ${TEST_DB}`, async () => {
    // A server whose workers start only once the job is shortened, so its first attempt sees a 1-second expiry.
    // Kept here: the services hold it behind the safety screen's wrapper, which has no count of its own.
    const hanging = hangingOracle();
    const quiet = await startTestServer({ oracle: hanging });
    try {
      const user = await signUpWithKey(quiet);
      const { id } = (await startReading(quiet, user, await readingRequest(quiet, user))).json();
      await quiet.services.database.executeSql(
        `UPDATE pgboss.job SET expire_in = interval '1 second', retry_limit = 1, retry_delay = 0 WHERE name = 'generate-reading' AND data->>'readingId' = $1`,
        [id],
      );
      await startWorkers(quiet.services);
      expect((await waitForReading(quiet, user, id)).status).toBe('FAILED');
      expect(hanging.calls).toBe(2);
      const refunds = await quiet.services.database.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'refund')));
      expect(refunds).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  }, 30_000);
});
