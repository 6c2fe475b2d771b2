import { and, eq, isNull } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { THEME_OPTION } from '#common/domain/user-settings.ts';
import { verification } from '#server/db/schema/auth.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { message } from '#server/db/schema/messages.ts';
import { readingClarifier } from '#server/db/schema/readings.ts';
import { type GenerationDeps, runGeneration } from '#server/jobs/generation.ts';
import type { ClarifierIds } from '#server/readings/clarifier-sealed.ts';
import { dumpDatabase } from '#server/test/dump-database.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { share } from '#server/test/share-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';

// No workers: the jobs are run by hand, so every job the user caused is still in the queue's tables when they leave.
let server: TestServer;
let deps: GenerationDeps;
beforeAll(async () => {
  server = await startTestServer();
  deps = { db: server.services.database.db, ...server.services };
});
afterAll(() => server.close());

const get = (user: TestUser, url: string) => server.request({ method: 'GET', url, user });
const readingJob = (readingId: string) => ({ data: { readingId }, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;
const clarifierJob = (ids: ClarifierIds) => ({ data: ids, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<ClarifierIds>;

/** Starts a reading and writes it; its id. */
async function writeReading(user: TestUser): Promise<string> {
  const started = await startReading(server, user, await readingRequest(server, user));
  expect(started.statusCode, started.body).toBe(200);
  const { id } = started.json<{ id: string }>();
  await runGeneration(deps, readingJob(id));
  return id;
}

/** Asks a clarifier on the reading's first answer and writes it; its id. */
async function writeClarifier(user: TestUser, readingId: string): Promise<string> {
  const reading = (await get(user, `/v1/reading/get_reading/${readingId}`)).json<Reading>();
  const request = await readingRequest(server, user, {
    id: readingId,
    question: 'And what of the harbour?',
    cards: 1,
    selectedCards: [12],
    spreadTypeName: 'GENERAL',
    clarifierForAnswerUuid: reading.spread.awnsers[0]!.answerUuid,
  });
  const started = await server.request({ method: 'POST', url: '/v1/reading/start/clarifier', user, payload: request as unknown as Record<string, unknown> });
  expect(started.statusCode, started.body).toBe(200);
  const [row] = await deps.db.select({ id: readingClarifier.id }).from(readingClarifier).where(eq(readingClarifier.readingId, readingId));
  await runGeneration(deps, clarifierJob({ readingId, clarifierId: row!.id }));
  return row!.id;
}

const jobsNaming = async (id: string) =>
  (await server.services.database.executeSql(`SELECT id FROM pgboss.job WHERE data->>'readingId' = $1 OR data->>'clarifierId' = $1`, [id])).rows.length;

describe(`deleting an account, on ${TEST_DB}`, () => {
  it('leaves nothing in any table, job tables included, that identifies the user; their ledger rows stay without them', async () => {
    const person = await signUpWithKey(server);
    // Sign-up made the name and address unique per test user; these are distinctive enough to search a dump for.
    const name = 'Wilhelmina Quartermaine-Ossory';
    const rename = await server.request({ method: 'POST', url: '/api/auth/update-user', user: person, headers: { 'x-forwarded-for': clientAddress() }, payload: { name } });
    expect(rename.statusCode).toBe(200);
    const bystander = await signUpWithKey(server);
    const bystanderReading = await writeReading(bystander);

    // A reading drawn and discarded: only the ledger and the queue still name it.
    const discarded = await writeReading(person);
    expect((await get(person, '/v1/reading/delete_reading/active')).statusCode).toBe(200);
    // A written reading with a clarifier, saved and shared.
    const kept = await writeReading(person);
    const clarifierId = await writeClarifier(person, kept);
    expect((await get(person, '/v1/reading/save_reading')).statusCode).toBe(200);
    const shared = await share(server, person, kept);
    // A setting, a favorite card, a subscription, a failed unlock, a pending password reset (better-auth's verification row).
    expect((await get(person, `/v1/user-settings/update/1/${THEME_OPTION.DARK}`)).statusCode).toBe(200);
    expect((await get(person, '/api/decks/favorite/1-the-star')).statusCode).toBe(200);
    expect((await get(person, `/v1/api/email/subscribe/${person.email}`)).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/v1/encryption/unlock', user: person, payload: { password: 'not the password' } })).statusCode).toBe(400);
    const reset = await server.request({ method: 'POST', url: '/api/auth/request-password-reset', headers: { 'x-forwarded-for': clientAddress() }, payload: { email: person.email } });
    expect(reset.statusCode).toBe(200);
    expect(await deps.db.select().from(verification).where(eq(verification.value, person.id))).toHaveLength(1);

    expect(await deps.db.select().from(message).where(eq(message.userId, person.id))).not.toEqual([]);

    const identifiers = { 'user id': person.id, email: person.email, name, 'reading id': kept, 'discarded reading id': discarded, 'clarifier id': clarifierId, 'share id': shared.id };
    const ledgerBefore = await deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, person.id));
    const before = await dumpDatabase(server.services.database);
    // Positive controls: a dump shows every one of them while the account exists, jobs included.
    for (const [what, value] of Object.entries(identifiers)) expect(before.text.includes(value), `${what} before deletion`).toBe(true);
    expect(await jobsNaming(discarded)).toBe(1);
    expect(await jobsNaming(clarifierId)).toBe(1);

    const response = await server.request({ method: 'POST', url: '/v1/profile/delete', user: person, payload: { confirmation: 'DELETE', password: TEST_PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);

    const after = await dumpDatabase(server.services.database);
    expect(after.tables).toEqual(expect.arrayContaining(['user', 'account', 'session', 'verification', 'points_ledger', 'email_subscription', 'reading_share', 'message', 'job', 'archive']));
    for (const [what, value] of Object.entries(identifiers)) expect(after.text.includes(value), `the dump still holds the ${what}`).toBe(false);

    // The ledger keeps every row, with the amounts and kinds, pointing at no one.
    const orphaned = await deps.db.select().from(pointsLedger).where(isNull(pointsLedger.userId));
    const keptRows = orphaned.filter((row) => ledgerBefore.some((old) => old.id === row.id));
    expect(keptRows).toHaveLength(ledgerBefore.length);
    expect(keptRows.map((row) => [row.kind, row.pointsDelta, row.extraPointsDelta, row.coinsDelta])).toEqual(
      ledgerBefore.map((row) => [row.kind, row.pointsDelta, row.extraPointsDelta, row.coinsDelta]),
    );
    expect(keptRows.map((row) => row.reference)).toEqual(expect.arrayContaining(['reading', 'clarifier']));

    // Everyone else is untouched: the bystander's reading, its job and their ledger.
    expect((await get(bystander, `/v1/reading/get_reading/${bystanderReading}`)).json<Reading>().status).toBe('ACTIVE');
    expect(await jobsNaming(bystanderReading)).toBe(1);
    expect(await deps.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, bystander.id), eq(pointsLedger.kind, 'spend')))).toHaveLength(1);
  });
});
