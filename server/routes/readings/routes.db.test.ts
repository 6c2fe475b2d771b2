import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_OVER_CONFIRMATION, startOver } from '#common/api/encryption.ts';
import { getPoints } from '#common/api/points.ts';
import {
  ACTIVE_STATUSES,
  canSaveReading,
  deleteActiveReading,
  deleteReading,
  discardOldest,
  getActiveReading,
  getCommitment,
  getReading,
  getReadingIds,
  getReadingInfo,
  hasActiveReading,
  readingEvents,
  saveReading,
  setActiveReading,
  startReading as start,
} from '#common/api/readings.ts';
import { DEFAULT_MAX_POINTS, MAX_SAVED_READINGS } from '#common/limits.ts';
import { commitmentOf } from '#common/domain/shuffle.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading as readingTable, readingPending } from '#server/db/schema/readings.ts';
import { runGeneration } from '#server/jobs/generation.ts';
import { call, malformed } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, setGems, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: true });
});
afterAll(() => server.close());

const gems = async (user: TestUser) => (await call(server, user, getPoints)).body.points;

describe('starting and writing a reading', () => {
  it('commits to a shuffle, charges the shared formula’s price, and writes the reading', async () => {
    const user = await signUpWithKey(server);
    const commitment = (await call(server, user, getCommitment)).body;
    expect(commitment.commitment).toMatch(/^[0-9a-f]{64}$/);
    const request = await readingRequest(server, user);
    const started = await startReading(server, user, request);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'QUEUED' });
    // A specific question (2) and three cards (3).
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS - 5);

    const reading = await waitForReading(server, user, started.json().id);
    expect(reading.status).toBe('ACTIVE');
    expect(reading.cost).toBe(5);
    expect(reading.title.length).toBeGreaterThan(3);
    expect(reading.request.question).toBe(request.question);
    expect(reading.spread.awnsers).toHaveLength(3);
    for (const answer of reading.spread.awnsers) expect(answer.text!.length).toBeGreaterThan(100);
    // Verifiable draw: the revealed seed matches the commitment and the cards sit at the picked positions.
    expect(await commitmentOf(reading.seed)).toBe(reading.commitment);
    expect(reading.spread.awnsers.map((answer) => answer.cardId)).toEqual(request.selectedCards.map((position) => reading.shuffles[0]!.cardIds[position]));
  });

  it('streams the status over Server-Sent Events until the reading is ready', async () => {
    const user = await signUpWithKey(server);
    const started = (await startReading(server, user, await readingRequest(server, user))).json();
    const events = (await call(server, user, readingEvents, { params: { id: started.id } })).response;
    expect(events.headers['content-type']).toBe('text/event-stream');
    const statuses = [...events.body.matchAll(/data: (.*)/g)].map((match) => JSON.parse(match[1]!).status);
    expect(statuses.at(-1)).toBe('ACTIVE');
  });

  it.each([
    ['cards', { cards: 11 }],
    ['cards', { spreadTypeName: 'THREE_CARD', cards: 2, selectedCards: [1, 2] }],
    ['selectedCards', { selectedCards: [1, 2] }],
    ['selectedCards', { selectedCards: [1, 1, 2] }],
    ['selectedCards.2', { selectedCards: [1, 2, 78] }],
    ['question', { question: '  ' }],
    ['spreadTypeName', { spreadTypeName: 'PENTAGRAM' }],
    ['crossingCard', { crossingCard: 9 }],
    ['deckId', { deckId: 2 }],
    ['shuffleId', { shuffleId: undefined }],
    ['shuffleId', { shuffleId: 'not-a-shuffle' }],
    ['general', { general: 'yes' }],
  ])('answers a bad body with a 400 naming %s, and charges nothing', async (field, overrides) => {
    const user = await signUpWithKey(server);
    const response = await startReading(server, user, { ...(await readingRequest(server, user)), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS);
  });

  it('refuses an unknown kind and a reused shuffle', async () => {
    const user = await signUpWithKey(server);
    const request = await readingRequest(server, user);
    expect((await call(server, user, start, { params: { kind: malformed('oracle') }, body: request })).response.json().field).toBe('kind');
    expect((await startReading(server, user, request)).statusCode).toBe(200);
    await waitForReading(server, user, (await call(server, user, getActiveReading)).body!.id);
    await call(server, user, deleteActiveReading);
    const replay = await startReading(server, user, request);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().field).toBe('shuffleId');
  });

  it('charges 20 parallel starts at most once (one active reading), never below zero', async () => {
    const user = await signUpWithKey(server);
    await setGems(server, user, { points: 15 });
    const requests = await Promise.all(Array.from({ length: 20 }, () => readingRequest(server, user)));
    const responses = await Promise.all(requests.map((request) => startReading(server, user, request)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(await gems(user)).toBe(10);
    const spends = await server.services.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.kind, 'spend')));
    expect(spends).toHaveLength(1);
  });

  it('refuses a reading the user cannot pay for, and changes nothing', async () => {
    const user = await signUpWithKey(server);
    await setGems(server, user, { points: 3, extraPoints: 1 });
    const response = await startReading(server, user, await readingRequest(server, user));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'insufficient_gems' });
    expect(await gems(user)).toBe(3);
    expect((await call(server, user, hasActiveReading)).body).toEqual({ hasActiveReading: false });
  });

  it('spends regular gems first, then extra points', async () => {
    const user = await signUpWithKey(server);
    await setGems(server, user, { points: 2, extraPoints: 10 });
    expect((await startReading(server, user, await readingRequest(server, user))).statusCode).toBe(200);
    expect((await call(server, user, getPoints)).body).toMatchObject({ points: 0, extraPoints: 7 });
  });
});

describe('the reading lifecycle', () => {
  it('saves, lists, discards, re-opens and deletes', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    await waitForReading(server, user, id);
    expect((await call(server, user, hasActiveReading)).body).toEqual({ hasActiveReading: true });
    expect((await call(server, user, canSaveReading)).body).toEqual({ canSave: true });
    expect((await call(server, user, saveReading)).body).toEqual({ success: true });
    expect((await call(server, user, getReadingIds)).body).toEqual({ ids: [id] });
    const info = (await call(server, user, getReadingInfo, { params: { id } })).body;
    expect(info.title.length).toBeGreaterThan(3);

    await call(server, user, deleteActiveReading);
    expect((await call(server, user, hasActiveReading)).body).toEqual({ hasActiveReading: false });
    expect((await call(server, user, getActiveReading)).body).toBeNull();
    expect((await call(server, user, getReading, { params: { id } })).body).toMatchObject({ status: 'SAVED', saved: true });

    expect((await call(server, user, setActiveReading, { params: { id } })).body).toEqual({ success: true });
    expect((await call(server, user, getActiveReading)).body).toMatchObject({ id, status: 'ACTIVE' });

    await call(server, user, deleteReading, { params: { id } });
    expect((await call(server, user, getReadingIds)).body).toEqual({ ids: [] });
    expect((await call(server, user, getReading, { params: { id } })).status).toBe(404);
    expect((await call(server, user, discardOldest)).body).toEqual({ id: null });
  });

  it('starting a new reading while a saved reading is active closes it into My Readings', async () => {
    const user = await signUpWithKey(server);
    const { id: first } = (await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }))).json();
    await waitForReading(server, user, first);
    await call(server, user, saveReading);

    const started = await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }));
    expect(started.statusCode, started.body).toBe(200);
    const second = started.json().id as string;
    expect((await call(server, user, getReading, { params: { id: first } })).body).toMatchObject({ status: 'SAVED', saved: true });
    expect((await call(server, user, getReadingIds)).body).toEqual({ ids: [first] });
    expect((await call(server, user, getActiveReading)).body).toMatchObject({ id: second });
  });

  it('still refuses a new reading while an unsaved one is active, and a failed start leaves a saved one active', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }))).json();
    await waitForReading(server, user, id);
    const refused = await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'reading_in_progress' });

    await call(server, user, saveReading);
    await setGems(server, user, { points: 0 });
    expect((await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }))).statusCode).toBe(400);
    expect((await call(server, user, getActiveReading)).body).toMatchObject({ id, status: 'ACTIVE', saved: true });
  });

  it('discards the oldest saved reading to make room', async () => {
    const user = await signUpWithKey(server);
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const { id } = (await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }))).json();
      await waitForReading(server, user, id);
      await call(server, user, saveReading);
      await call(server, user, deleteActiveReading);
      ids.push(id);
    }
    expect((await call(server, user, getReadingIds)).body).toEqual({ ids: [ids[1], ids[0]] });
    expect((await call(server, user, discardOldest)).body).toEqual({ id: ids[0] });
    expect((await call(server, user, getReadingIds)).body).toEqual({ ids: [ids[1]] });
  });

  it('answers another user’s reading ids with 404', async () => {
    const owner = await signUpWithKey(server);
    const { id } = (await startReading(server, owner, await readingRequest(server, owner))).json();
    await waitForReading(server, owner, id);
    const stranger = await signUpWithKey(server);
    for (const declaration of [getReading, getReadingInfo, deleteReading, readingEvents]) {
      expect((await call(server, stranger, declaration, { params: { id } })).status).toBe(404);
    }
    expect((await call(server, stranger, setActiveReading, { params: { id } })).status).toBe(404);
    expect((await call(server, owner, getReading, { params: { id } })).status).toBe(200);
  });

  it('opens readings only in an unlocked session', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user))).json();
    await waitForReading(server, user, id);
    const locked = await server.signIn(user);
    const { status, response } = await call(server, locked, getReading, { params: { id } });
    expect(status).toBe(403);
    expect(response.json().error).toBe('locked');
  });
});

/** A saved reading inserted directly: this test only switches statuses and never opens its sealed halves. */
async function insertSavedReading(user: TestUser): Promise<string> {
  const id = randomUUID();
  await server.services.database.db
    .insert(readingTable)
    .values({ id, userId: user.id, status: 'SAVED', kind: 'reading', cost: 5, sealedRequest: Buffer.from('unopened'), savedAt: new Date() });
  return id;
}

/** Fills My Readings in one statement: these rows are only counted, never opened. */
async function fillMyReadings(user: TestUser, batch: string, count: number): Promise<void> {
  await server.services.database.db.execute(sql`
    INSERT INTO ${readingTable} (id, user_id, status, kind, cost, sealed_request, saved_at)
    SELECT ${`${user.id}-${batch}-`} || n, ${user.id}, 'SAVED', 'reading', 1, decode('00', 'hex'), now() - n * interval '1 minute'
    FROM generate_series(1, ${count}::int) AS n`);
}

describe(`the saved-readings cap (${MAX_SAVED_READINGS})`, () => {
  it('can_save_reading and save_reading refuse once My Readings is full, and discarding the oldest makes room', async () => {
    const user = await signUpWithKey(server);
    const { id } = (await startReading(server, user, await readingRequest(server, user, { general: true, question: '' }))).json();
    await waitForReading(server, user, id);
    await fillMyReadings(user, 'older', MAX_SAVED_READINGS - 1);
    expect((await call(server, user, canSaveReading)).body).toEqual({ canSave: true });

    await fillMyReadings(user, 'newer', 1);
    expect((await call(server, user, canSaveReading)).body).toEqual({ canSave: false });
    const refused = await call(server, user, saveReading);
    expect(refused.status).toBe(400);
    expect(refused.response.json()).toMatchObject({ error: 'saved_readings_full', message: `My Readings is full (${MAX_SAVED_READINGS}). Discard the oldest to make room.` });
    expect((await call(server, user, getActiveReading)).body).toMatchObject({ id, saved: false });

    expect((await call(server, user, discardOldest)).body).toEqual({ id: `${user.id}-older-${MAX_SAVED_READINGS - 1}` });
    expect((await call(server, user, canSaveReading)).body).toEqual({ canSave: true });
    expect((await call(server, user, saveReading)).body).toEqual({ success: true });
    expect((await call(server, user, getReadingIds)).body.ids).toHaveLength(MAX_SAVED_READINGS);
    expect((await call(server, user, canSaveReading)).body).toEqual({ canSave: false });
  });
});

describe('racing set_active', () => {
  it('set_active racing with another set_active or a start answers 409, never 500, and leaves one active reading', async () => {
    const user = await signUpWithKey(server);
    const ids = await Promise.all(Array.from({ length: 10 }, () => insertSavedReading(user)));
    const request = await readingRequest(server, user);
    const responses = await Promise.all([
      startReading(server, user, request),
      ...ids.map(async (id) => (await call(server, user, setActiveReading, { params: { id } })).response),
    ]);
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    const active = await server.services.database.db
      .select({ id: readingTable.id })
      .from(readingTable)
      .where(and(eq(readingTable.userId, user.id), inArray(readingTable.status, [...ACTIVE_STATUSES])));
    expect(active).toHaveLength(1);
  });
});

describe('discarding a queued reading', () => {
  // No workers: the reading stays QUEUED until a test runs its job by hand.
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startTestServer();
  });
  afterAll(() => quiet.close());

  const quietGems = async (user: TestUser) => (await call(quiet, user, getPoints)).body.points;
  const ledgerOf = (user: TestUser) => quiet.services.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
  const pendingOf = (id: string) => quiet.services.database.db.select().from(readingPending).where(eq(readingPending.readingId, id));
  const startQueued = async (user: TestUser) => {
    const started = await startReading(quiet, user, await readingRequest(quiet, user));
    expect(started.json()).toMatchObject({ status: 'QUEUED' });
    return started.json().id as string;
  };

  it.each([
    { path: deleteActiveReading.path, discard: (user: TestUser) => call(quiet, user, deleteActiveReading) },
    { path: deleteReading.path, discard: (user: TestUser, id: string) => call(quiet, user, deleteReading, { params: { id } }) },
  ])(
    'a discarded queued reading is not refunded ($path): its cards were drawn and paid for',
    async ({ discard }) => {
      const user = await signUpWithKey(quiet);
      const id = await startQueued(user);
      expect(await quietGems(user)).toBe(DEFAULT_MAX_POINTS - 5);
      const response = await discard(user, id);
      expect(response.body).toEqual({ success: true });
      expect(await quietGems(user)).toBe(DEFAULT_MAX_POINTS - 5);
      expect((await ledgerOf(user)).filter((entry) => entry.kind === 'refund')).toEqual([]);
      expect(await pendingOf(id)).toEqual([]);
      expect((await call(quiet, user, hasActiveReading)).body).toEqual({ hasActiveReading: false });
    },
  );

  it('start over with a queued reading cancels it without a refund, like a discard', async () => {
    const user = await signUpWithKey(quiet);
    const id = await startQueued(user);
    const response = await call(quiet, user, startOver, { body: { confirmation: START_OVER_CONFIRMATION, password: TEST_PASSWORD } });
    expect(response.body).toMatchObject({ success: true, deletedReadings: 1 });
    expect(await quietGems(user)).toBe(DEFAULT_MAX_POINTS - 5);
    expect((await ledgerOf(user)).filter((entry) => entry.kind === 'refund')).toEqual([]);
    expect(await pendingOf(id)).toEqual([]);
  });

  it('the job of a discarded queued reading finishes quietly without writing anything', async () => {
    const user = await signUpWithKey(quiet);
    const id = await startQueued(user);
    await call(quiet, user, deleteActiveReading);
    const ledgerBefore = await ledgerOf(user);
    const logsBefore = quiet.logs.length;
    const job = { data: { readingId: id }, retryCount: 0, retryLimit: 3 } as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;

    await expect(runGeneration({ db: quiet.services.database.db, ...quiet.services }, job)).resolves.toBeUndefined();
    expect(await ledgerOf(user)).toEqual(ledgerBefore);
    expect(await quiet.services.database.db.select().from(readingTable).where(eq(readingTable.id, id))).toEqual([]);
    expect(await pendingOf(id)).toEqual([]);
    expect(quiet.logs.slice(logsBefore).filter((line) => /"level":(40|50)/.test(line))).toEqual([]);
  });
});
