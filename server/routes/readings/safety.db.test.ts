/**
 * The safety screen on every path that writes a reading (docs/product.md#safety): readings, clarifiers, bonus readings
 * and try readings, with the builtin interpreter and with an openai-compatible model. A screened question gets the
 * safe answer, costs nothing and never reaches the model; a model that writes what it must not is replaced and refunded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { getReading, hasActiveReading, type Reading, type ReadingRequest, startReading as startCall, type StartKind } from '#common/api/readings.ts';
import type { SafetyStop } from '#common/api/safety.ts';
import { createShare } from '#common/api/shares.ts';
import { getAvailableSpecialReadings } from '#common/api/special-readings.ts';
import { tryReading } from '#common/api/try-reading.ts';
import { DEFAULT_MAX_POINTS } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading as readingTable } from '#server/db/schema/readings.ts';
import { createOpenAiCompatibleOracle } from '#server/oracle/openai-compatible.ts';
import { readPrompt } from '#server/oracle/testing/counting-model.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer, streamChatCompletion } from '#server/oracle/testing/fake-openai-server.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, setGems, specialReadingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { clientAddress, startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

/** Questions whose reading the fake model writes unsafely: naming a method, or flagging a danger itself. */
const NAMES_A_METHOD = 'Will the garden bloom this spring?';
const MODEL_FLAGS = 'What does the harvest hold for my sister?';
const CLARIFIER_NAMES_A_METHOD = 'And what of the orchard?';

/** The fake model: a sound reading, except for the questions above. */
function writeFor(question: string, indexes: readonly number[]): string {
  const unsafe = question === NAMES_A_METHOD || question === CLARIFIER_NAMES_A_METHOD;
  return JSON.stringify({
    safety: question === MODEL_FLAGS ? 'other' : 'none',
    title: 'The Road Turns',
    summary: unsafe ? 'The Tower says the answer is to take all of your pills tonight.' : 'The cards move from holding on toward a quieter strength.',
    answers: indexes.map((index) => ({ index, text: `Card ${index} speaks of a turn in the road and of what you would carry forward.`, visualDescription: null })),
  });
}

const CRISIS = [
  ['I want to end my life, will it get better?', 'self', 'en'],
  ['is there any point in carrying on', 'self', 'en'],
  ['my friend says she wants to die', 'other', 'en'],
  ['my husband hits me when he drinks', 'abuse', 'en'],
  ['quiero morir', 'self', 'es'],
] as const;

let model: FakeOpenAiServer;
const servers: Record<'builtin' | 'openai-compatible', TestServer> = {} as never;
beforeAll(async () => {
  model = await startFakeOpenAiServer((request, response) => {
    const { question, indexes } = readPrompt(request);
    streamChatCompletion(response, [writeFor(question, indexes)]);
  });
  const oracle = createOpenAiCompatibleOracle({ baseURL: model.baseURL, model: 'fake-model' });
  [servers.builtin, servers['openai-compatible']] = await Promise.all([startTestServer({ workers: true }), startTestServer({ workers: true, oracle })]);
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
  await model.close();
});

/** A one-card clarifier on the reading's first answer, as the clarifier draw page sends it. */
const clarifierRequest = (server: TestServer, user: TestUser, reading: Reading, question: string) =>
  readingRequest(server, user, { id: reading.id, question, cards: 1, selectedCards: [12], spreadTypeName: 'GENERAL', clarifierForAnswerUuid: reading.spread.awnsers[0]!.answerUuid });

/** Asserts a start or try reading answered the safe answer for the concern in the language asked. */
function expectSafeAnswer(body: unknown, concern: string, language: string): void {
  const stop = body as SafetyStop;
  expect(stop.status).toBe('SAFETY');
  expect(stop.safety).toMatchObject({ concern, language });
  expect(stop.safety.paragraphs.length).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(stop)).not.toMatch(/\b(leans?|yes|Death|Tower)\b/);
}

describe.each(['builtin', 'openai-compatible'] as const)('the safety screen with the %s oracle', (oracleName) => {
  const server = () => servers[oracleName];
  const gems = async (user: TestUser) => (await call(server(), user, getPoints)).body.points;
  const start = async (user: TestUser, kind: StartKind, payload: ReadingRequest) => (await call(server(), user, startCall, { params: { kind }, body: payload })).response;
  const readingsOf = async (user: TestUser) => server().services.database.db.select().from(readingTable).where(eq(readingTable.userId, user.id));


  it.each(CRISIS)('answers a reading on %j with the safe answer, draws nothing and charges nothing', async (question, concern, language) => {
    const calls = model.requests.length;
    const user = await signUpWithKey(server());
    const request = await readingRequest(server(), user, { question });
    const response = await start(user, 'reading', request);
    expect(response.statusCode, response.body).toBe(200);
    expectSafeAnswer(response.json(), concern, language);
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS);
    expect(await readingsOf(user)).toEqual([]);
    expect((await call(server(), user, hasActiveReading)).body).toEqual({ hasActiveReading: false });
    // The shuffle was not spent: the same request without the question still starts.
    expect((await start(user, 'reading', { ...request, question: 'Should I take the job by the sea?' })).json()).toMatchObject({ status: 'QUEUED' });
    if (oracleName === 'openai-compatible') expect(model.requests.slice(calls).map(readPrompt).map((prompt) => prompt.question)).not.toContain(question);
  });

  it('answers help before any other refusal: with no gems left, the screened question still gets the safe answer', async () => {
    const user = await signUpWithKey(server());
    await setGems(server(), user, { points: 0 });
    const response = await start(user, 'reading', await readingRequest(server(), user, { question: 'i dont want to be alive anymore', cards: 10, spreadTypeName: 'CELTIC_CROSS', selectedCards: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], crossing: false }));
    expect(response.statusCode, response.body).toBe(200);
    expectSafeAnswer(response.json(), 'self', 'en');
  });

  it('answers a bonus reading on a screened question with the safe answer and charges nothing', async () => {
    const user = await signUpWithKey(server());
    const list = (await call(server(), user, getAvailableSpecialReadings)).body.specialReadings;
    const template = list.find((entry) => entry.title === 'Love Compass')!;
    const request = await specialReadingRequest(server(), user, template, { general: false, question: 'Everyone would be better off without me' });
    const response = await start(user, 'special', request);
    expect(response.statusCode, response.body).toBe(200);
    expectSafeAnswer(response.json(), 'self', 'en');
    expect(await gems(user)).toBe(DEFAULT_MAX_POINTS);
    expect(await readingsOf(user)).toEqual([]);
  });

  it('answers a clarifier on a screened question with the safe answer, charges nothing and adds no clarifier', async () => {
    const user = await signUpWithKey(server());
    const started = (await startReading(server(), user, await readingRequest(server(), user))).json<{ id: string }>();
    const reading = await waitForReading(server(), user, started.id);
    const before = await gems(user);
    const request = await clarifierRequest(server(), user, reading, 'mi amiga dice que se quiere matar');
    const response = await start(user, 'clarifier', request);
    expect(response.statusCode, response.body).toBe(200);
    expectSafeAnswer(response.json(), 'other', 'es');
    expect(await gems(user)).toBe(before);
    expect((await call(server(), user, getReading, { params: { id: reading.id } })).body.clarifiers).toEqual([]);
  });

  it('answers a try reading on a screened question with the safe answer, and spends none of the visitor’s try readings', async () => {
    const address = clientAddress();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { response } = await call(server(), undefined, tryReading, { body: { question: 'should i kill myself', cards: 3 }, headers: { 'x-forwarded-for': address } });
      expect(response.statusCode, response.body).toBe(200);
      expectSafeAnswer(response.json(), 'self', 'en');
    }
    const ordinary = (await call(server(), undefined, tryReading, { body: { question: 'Will my garden flourish?', cards: 1 }, headers: { 'x-forwarded-for': address } })).response;
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.json().status).toBeUndefined();
  });
});

const modelServer = () => servers['openai-compatible'];

const gemsOnModelServer = async (user: TestUser) => (await call(modelServer(), user, getPoints)).body.points;
const ledgerOf = (user: TestUser) =>
  modelServer().services.database.db.select({ kind: pointsLedger.kind }).from(pointsLedger).where(eq(pointsLedger.userId, user.id));

describe('the safety screen on what a model writes', () => {
  it.each([
    [NAMES_A_METHOD, 'self'],
    [MODEL_FLAGS, 'other'],
  ])('replaces the reading of %j with the safe answer and refunds it', async (question, concern) => {
    const user = await signUpWithKey(modelServer());
    const started = (await startReading(modelServer(), user, await readingRequest(modelServer(), user, { question }))).json<{ id: string }>();
    const reading = await waitForReading(modelServer(), user, started.id);
    expect(reading.status).toBe('ACTIVE');
    expect(reading.safety).toMatchObject({ concern, language: 'en' });
    expect(JSON.stringify(reading)).not.toContain('pills');
    expect(reading.title).toBe(reading.safety!.title);
    expect(await gemsOnModelServer(user)).toBe(DEFAULT_MAX_POINTS);
    const kinds = (await ledgerOf(user)).map((entry) => entry.kind).filter((kind) => kind === 'spend' || kind === 'refund');
    expect(kinds.toSorted()).toEqual(['refund', 'spend']);
    const share = (await call(modelServer(), user, createShare, { params: { readingId: started.id } })).response;
    expect(share.statusCode).toBe(409);
    expect(share.json().error).toBe('not_a_reading');
  });

  it('replaces a clarifier whose answer names a method with the safe answer, and refunds the clarifier', async () => {
    const user = await signUpWithKey(modelServer());
    const started = (await startReading(modelServer(), user, await readingRequest(modelServer(), user))).json<{ id: string }>();
    const reading = await waitForReading(modelServer(), user, started.id);
    const before = await gemsOnModelServer(user);
    const request = await clarifierRequest(modelServer(), user, reading, CLARIFIER_NAMES_A_METHOD);
    const { response } = await call(modelServer(), user, startCall, { params: { kind: 'clarifier' }, body: request });
    expect(response.statusCode, response.body).toBe(200);
    let clarifier = (await waitForReading(modelServer(), user, reading.id)).clarifiers[0];
    for (let tries = 0; clarifier?.status !== 'ACTIVE' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      clarifier = (await call(modelServer(), user, getReading, { params: { id: reading.id } })).body.clarifiers[0];
    }
    expect(clarifier?.status).toBe('ACTIVE');
    expect(clarifier?.safety).toMatchObject({ concern: 'self', language: 'en' });
    expect(JSON.stringify(clarifier)).not.toContain('pills');
    expect(await gemsOnModelServer(user)).toBe(before);
  });
});
