import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { getReading, type Reading, type ReadingRequest, saveReading, startReading as startCall } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { DEFAULT_COSTS, readingCost } from '#common/domain/reading-cost.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { clarifierPending, reading as readingTable, readingClarifier } from '#server/db/schema/readings.ts';
import { type GenerationDeps, runGeneration } from '#server/jobs/generation.ts';
import { OracleError } from '#server/oracle/oracle.ts';
import type { ClarifierIds } from '#server/readings/clarifier-sealed.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { dumpDatabase } from '#server/test/dump-database.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { CLARIFIER_IN_PROGRESS, ONLY_ACTIVE_READING, READING_STILL_WRITTEN } from './start-clarifier.ts';

// No workers: each test runs the jobs itself, so it can look at a reading or clarifier while it waits.
let server: TestServer;
let deps: GenerationDeps;
beforeAll(async () => {
  server = await startTestServer();
  deps = { db: server.services.database.db, ...server.services };
});
afterAll(() => server.close());

const FOLLOW_UP = 'Will the move to the coast feel like home by spring?';
const gems = async (user: TestUser) => (await call(server, user, getPoints)).body.points;
const readingOf = async (user: TestUser, id: string) => (await call(server, user, getReading, { params: { id } })).body;
const readingJob = (readingId: string) => ({ data: { readingId }, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;
const clarifierJob = (ids: ClarifierIds, retryCount = 0) => ({ data: ids, retryCount, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<ClarifierIds>;
const startClarifier = async (user: TestUser, payload: unknown) =>
  (await call(server, user, startCall, { params: { kind: 'clarifier' }, body: payload as ReadingRequest })).response;

/** A user with a written three-card reading, as the result page shows it. */
async function writtenReading(): Promise<{ user: TestUser; reading: Reading }> {
  const user = await signUpWithKey(server);
  const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
  await runGeneration(deps, readingJob(id));
  return { user, reading: await readingOf(user, id) };
}

/** A clarifier request on the reading's answer `index`, as the clarifier draw page sends it, with a fresh commitment. */
async function clarifierRequest(user: TestUser, reading: Reading, index: number, overrides: Partial<ReadingRequest> = {}): Promise<ReadingRequest> {
  return readingRequest(server, user, {
    id: reading.id,
    question: FOLLOW_UP,
    cards: 1,
    selectedCards: [12],
    spreadTypeName: 'GENERAL',
    clarifierForAnswerUuid: reading.spread.awnsers[index]!.answerUuid,
    ...overrides,
  });
}

/** Starts a clarifier and runs its job; the started response's body. */
async function askAndWrite(user: TestUser, request: ReadingRequest): Promise<{ id: string; clarifierPosition: number }> {
  const started = await startClarifier(user, request);
  expect(started.statusCode, started.body).toBe(200);
  const [row] = await deps.db.select().from(readingClarifier).where(and(eq(readingClarifier.readingId, request.id!), eq(readingClarifier.status, 'QUEUED')));
  await runGeneration(deps, clarifierJob({ readingId: request.id!, clarifierId: row!.id }));
  return started.json();
}

const clarifierCost = (clarifierCount: number, crossing = false) =>
  readingCost({ kind: 'clarifier', general: false, cards: 1, crossing, includeVisualDescriptions: false, clarifierCount }, DEFAULT_COSTS);

describe('asking a clarifier', () => {
  it(`draws a card for one answer, charges the clarifier price and writes it under that answer, on ${TEST_DB}`, async () => {
    const { user, reading } = await writtenReading();
    const before = await gems(user);
    const request = await clarifierRequest(user, reading, 1);
    const started = await startClarifier(user, request);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ id: reading.id, status: 'QUEUED', clarifierPosition: 1 });
    // (0 clarifiers + 1) × costForClarifier 1 + 1 card × costPerCardClarifier 1.
    expect(clarifierCost(0)).toBe(2);
    expect(await gems(user)).toBe(before - 2);

    const queued = await readingOf(user, reading.id);
    expect(queued.version).toBeGreaterThan(reading.version);
    expect(queued.clarifiers).toMatchObject([{ position: 1, status: 'QUEUED', question: FOLLOW_UP, clarifierForAnswerUuid: reading.spread.awnsers[1]!.answerUuid, cost: 2 }]);

    const writtenAt = async () => (await deps.db.select({ at: readingTable.writtenAt }).from(readingTable).where(eq(readingTable.id, reading.id)))[0]?.at;
    const readingWrittenAt = await writtenAt();
    const [row] = await deps.db.select().from(readingClarifier).where(eq(readingClarifier.readingId, reading.id));
    await runGeneration(deps, clarifierJob({ readingId: reading.id, clarifierId: row!.id }));
    const written = await readingOf(user, reading.id);
    expect(written.version).toBeGreaterThan(queued.version);
    const [clarifier] = written.clarifiers;
    expect(clarifier).toMatchObject({ position: 1, status: 'ACTIVE', selectedCards: [12], crossingCard: null });
    expect(clarifier!.awnsers).toHaveLength(1);
    // The card at the picked position of the clarifier's own committed shuffle, read beside the card it clarifies.
    const clarifiedName = parseDeckCardId(reading.spread.awnsers[1]!.cardId)!.card.name.replace(/^The /, '');
    expect(clarifier!.awnsers[0]!.text).toContain(clarifiedName);
    expect(clarifier!.awnsers[0]!.text).toContain(FOLLOW_UP);
    expect(clarifier!.summary!.length).toBeGreaterThan(40);
    // The reading itself is as it was, and so is when it was written (the admin numbers time it).
    expect(written.spread).toEqual(reading.spread);
    expect(readingWrittenAt).toBeInstanceOf(Date);
    expect(await writtenAt()).toEqual(readingWrittenAt);
    expect(await deps.db.select().from(clarifierPending).where(eq(clarifierPending.clarifierId, row!.id))).toEqual([]);
  });

  it('prices each further clarifier higher, by the clarifier branch of the shared formula', async () => {
    const { user, reading } = await writtenReading();
    const start = await gems(user);
    await askAndWrite(user, await clarifierRequest(user, reading, 0));
    expect(await gems(user)).toBe(start - clarifierCost(0));
    const second = await askAndWrite(user, await clarifierRequest(user, reading, 2, { crossing: true, crossingCard: 30 }));
    expect(second.clarifierPosition).toBe(2);
    // Second, with a crossing card: (1 + 1) × 1 + 1 + 1 × 0.5 = 3.5, charged as 4.
    expect(clarifierCost(1, true)).toBe(4);
    expect(clarifierCost(1)).toBeGreaterThan(clarifierCost(0));
    expect(await gems(user)).toBe(start - clarifierCost(0) - clarifierCost(1, true));
    const written = await readingOf(user, reading.id);
    expect(written.clarifiers.map((clarifier) => [clarifier.position, clarifier.cost, clarifier.awnsers.length])).toEqual([
      [1, 2, 1],
      [2, 4, 2],
    ]);
  });

  it('takes the answer from `awnsers` when the request points at it there', async () => {
    const { user, reading } = await writtenReading();
    const request = await clarifierRequest(user, reading, 2, { clarifierForAnswerUuid: undefined, awnsers: [reading.spread.awnsers[2]!] });
    await askAndWrite(user, request);
    expect((await readingOf(user, reading.id)).clarifiers[0]!.clarifierForAnswerUuid).toBe(reading.spread.awnsers[2]!.answerUuid);
  });

  it('keeps the question and the answers out of the database and the job tables in plaintext', async () => {
    const { user, reading } = await writtenReading();
    await askAndWrite(user, await clarifierRequest(user, reading, 0));
    const written = await readingOf(user, reading.id);
    const { text } = await dumpDatabase(server.services.database);
    expect(text).not.toContain(FOLLOW_UP);
    expect(text).not.toContain(written.clarifiers[0]!.awnsers[0]!.text!.slice(0, 60));
    expect(text).not.toContain(written.clarifiers[0]!.summary!.slice(0, 60));
  });
});

describe('refusing a clarifier', () => {
  it('answers 404 for another user’s reading and charges no one', async () => {
    const { user: owner, reading } = await writtenReading();
    const other = await signUpWithKey(server);
    const request = await clarifierRequest(other, reading, 0);
    const response = await startClarifier(other, request);
    expect(response.statusCode).toBe(404);
    expect(await gems(other)).toBe(DEFAULT_MAX_POINTS);
    expect((await readingOf(owner, reading.id)).clarifiers).toEqual([]);
  });

  it.each([
    ['clarifierForAnswerUuid', { clarifierForAnswerUuid: 'not-an-answer-of-this-reading' }],
    ['clarifierForAnswerUuid', { clarifierForAnswerUuid: undefined }],
    ['awnsers', { awnsers: [{ answerUuid: 'another-answer', cardId: '1-the-fool', reversed: false }] }],
    ['cards', { cards: 2, selectedCards: [3, 4] }],
    ['selectedCards', { selectedCards: [] }],
    ['question', { question: ' ' }],
    ['crossingCard', { crossing: true }],
    ['shuffleId', { shuffleId: 'not-a-shuffle' }],
  ])('answers a bad body with a 400 naming %s, and charges nothing', async (field, overrides) => {
    const { user, reading } = await writtenReading();
    const before = await gems(user);
    const response = await startClarifier(user, { ...(await clarifierRequest(user, reading, 1)), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await gems(user)).toBe(before);
  });

  it('waits for the reading to be written, and for the clarifier being written', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    const queued = await readingOf(user, id);
    const early = await startClarifier(user, await readingRequest(server, user, { id, cards: 1, selectedCards: [1], clarifierForAnswerUuid: queued.spread.awnsers[0]!.answerUuid }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(READING_STILL_WRITTEN);

    await runGeneration(deps, readingJob(id));
    const reading = await readingOf(user, id);
    expect((await startClarifier(user, await clarifierRequest(user, reading, 0))).statusCode).toBe(200);
    const before = await gems(user);
    const second = await startClarifier(user, await clarifierRequest(user, reading, 1));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CLARIFIER_IN_PROGRESS);
    expect(await gems(user)).toBe(before);
  });

  it('takes clarifiers only on the active reading', async () => {
    const { user, reading } = await writtenReading();
    await call(server, user, saveReading);
    // A new reading closes the saved one into My Readings.
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    await runGeneration(deps, readingJob(id));
    const response = await startClarifier(user, await clarifierRequest(user, reading, 0));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ONLY_ACTIVE_READING);
  });
});

describe('a clarifier the model cannot write', () => {
  it('is marked FAILED and refunded once, and the next clarifier is priced as if it never was', async () => {
    const { user, reading } = await writtenReading();
    const before = await gems(user);
    await startClarifier(user, await clarifierRequest(user, reading, 0));
    const [row] = await deps.db.select().from(readingClarifier).where(eq(readingClarifier.readingId, reading.id));
    const ids = { readingId: reading.id, clarifierId: row!.id };
    const failing = { ...deps, oracle: { name: 'failing', generate: () => Promise.reject(new OracleError('the model is unavailable', false)) } };
    await runGeneration(failing, clarifierJob(ids));
    await runGeneration(failing, clarifierJob(ids, 3));
    expect(await gems(user)).toBe(before);
    const refunds = await deps.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect((await readingOf(user, reading.id)).clarifiers).toMatchObject([{ position: 1, status: 'FAILED' }]);

    const next = await askAndWrite(user, await clarifierRequest(user, reading, 0));
    expect(next.clarifierPosition).toBe(2);
    expect(await gems(user)).toBe(before - clarifierCost(0));
  });
});
