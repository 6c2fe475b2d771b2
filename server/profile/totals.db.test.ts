import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileTotals } from '#common/api/account.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { failWithRefund, type GenerationDeps, runGeneration } from '#server/jobs/generation.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { share } from '#server/test/share-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

// No workers: each reading is written, failed or left queued by the test itself.
let server: TestServer;
let deps: GenerationDeps;
beforeAll(async () => {
  server = await startTestServer();
  deps = { db: server.services.database.db, ...server.services };
});
afterAll(() => server.close());

const get = (user: TestUser, url: string) => server.request({ method: 'GET', url, user });
const totals = async (user: TestUser) => (await get(user, '/v1/profile/totals')).json<ProfileTotals>();
const readingJob = (readingId: string) => ({ data: { readingId }, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;

async function start(user: TestUser): Promise<string> {
  const started = await startReading(server, user, await readingRequest(server, user));
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ id: string }>().id;
}

describe(`profile totals, on ${TEST_DB}`, () => {
  it('counts every reading drawn (queued, discarded, clarifiers) but not one the server failed and refunded', async () => {
    const user = await signUpWithKey(server);
    const failed = await start(user);
    expect(await totals(user)).toEqual({ readingsDrawn: 1, readingsSaved: 0, activeShares: 0 });
    await failWithRefund(deps, { readingId: failed });
    expect((await totals(user)).readingsDrawn).toBe(0);
    expect((await get(user, '/v1/reading/delete_reading/active')).statusCode).toBe(200);

    const discarded = await start(user);
    await runGeneration(deps, readingJob(discarded));
    expect((await get(user, '/v1/reading/delete_reading/active')).statusCode).toBe(200);
    expect(await totals(user)).toEqual({ readingsDrawn: 1, readingsSaved: 0, activeShares: 0 });

    // A clarifier's charge counts like a reading's; other spends (a deck) and regeneration do not.
    await deps.db.transaction(async (tx) => {
      await applyLedgerEntry(tx, { userId: user.id, kind: 'spend', idempotencyKey: 'clarifier:a-clarifier', points: -1, reference: 'clarifier:a-clarifier' });
      await applyLedgerEntry(tx, { userId: user.id, kind: 'deck_unlock', idempotencyKey: 'deck_unlock:2', reference: 'deck:2' });
      await applyLedgerEntry(tx, { userId: user.id, kind: 'regen', idempotencyKey: 'regen:1', points: 1 });
    });
    expect((await totals(user)).readingsDrawn).toBe(2);
  });

  it('counts saved readings and the share links that still work', async () => {
    const user = await signUpWithKey(server);
    const id = await start(user);
    await runGeneration(deps, readingJob(id));
    expect((await get(user, '/v1/reading/save_reading')).statusCode).toBe(200);
    const first = await share(server, user, id);
    await share(server, user, id);
    expect(await totals(user)).toEqual({ readingsDrawn: 1, readingsSaved: 1, activeShares: 2 });

    await deps.db.update(readingShare).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(readingShare.id, first.id));
    expect((await totals(user)).activeShares).toBe(1);
  });

  it('counts only the caller’s own readings and shares', async () => {
    const owner = await signUpWithKey(server);
    const id = await start(owner);
    await runGeneration(deps, readingJob(id));
    await get(owner, '/v1/reading/save_reading');
    await share(server, owner, id);
    expect(await totals(await signUpWithKey(server))).toEqual({ readingsDrawn: 0, readingsSaved: 0, activeShares: 0 });
  });
});
