import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReading, readingEvents, startReading as startCall } from '#common/api/readings.ts';
import { type GenerationDeps, runGeneration } from '#server/jobs/generation.ts';
import { OracleError, type Oracle } from '#server/oracle/oracle.ts';
import type { ClarifierIds } from '#server/readings/clarifier-sealed.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, openStream } from '#server/test/event-stream.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

// No workers: each test runs the clarifier's job itself, while the stream is open.
let server: TestServer;
let baseUrl: string;
let deps: GenerationDeps;
beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.listen();
  deps = { db: server.services.database.db, ...server.services };
});
afterAll(() => server.close());

const readingOf = async (user: TestUser, id: string) => (await call(server, user, getReading, { params: { id } })).body;
const job = <T>(data: T) => ({ data, retryCount: 0, retryLimit: 0 }) as unknown as PgBoss.JobWithMetadata<T>;

/** A user whose written reading has one queued clarifier on its first answer. */
async function queuedClarifier(): Promise<{ user: TestUser; ids: ClarifierIds }> {
  const user = await signUpWithKey(server);
  const { id: readingId } = (await startReading(server, user, await readingRequest(server, user))).json<{ id: string }>();
  await runGeneration(deps, job({ readingId }));
  const reading = await readingOf(user, readingId);
  const request = await readingRequest(server, user, {
    id: readingId,
    question: 'Will the new house feel like home?',
    cards: 1,
    selectedCards: [12],
    spreadTypeName: 'GENERAL',
    clarifierForAnswerUuid: reading.spread.awnsers[0]!.answerUuid,
  });
  const started = await call(server, user, startCall, { params: { kind: 'clarifier' }, body: request });
  expect(started.status, started.response.body).toBe(200);
  const [clarifier] = (await readingOf(user, readingId)).clarifiers;
  expect(clarifier?.status).toBe('QUEUED');
  return { user, ids: { readingId, clarifierId: clarifier!.id! } };
}

/** The builtin model, saying a first line of the clarifier before it answers. */
const speakingOracle = (oracle: Oracle): Oracle => ({
  name: 'speaking',
  async generate(request, options) {
    options.onPartial?.({ summary: 'The house is', answers: [{ index: 0, text: 'The Star asks for patience' }] });
    return oracle.generate(request, { signal: options.signal });
  },
});

describe('a clarifier’s live event stream', () => {
  it(`carries its status, its partial text and its end, pushed by the worker, on ${TEST_DB}`, async () => {
    const { user, ids } = await queuedClarifier();
    const stream = await openStream(baseUrl, user, ids.clarifierId);
    expect(stream.statusCode).toBe(200);
    await stream.firstEvent;
    // The stream's first read found the clarifier's own row: queued, with no place in the reading queue.
    expect(eventsOf(stream.body())).toEqual([{ status: 'QUEUED' }]);

    await runGeneration({ ...deps, oracle: speakingOracle(deps.oracle) }, job(ids));
    await stream.ended;
    expect(eventsOf(stream.body())).toEqual([
      { status: 'QUEUED' },
      { status: 'GENERATING' },
      { status: 'GENERATING', partial: { summary: 'The house is', answers: [{ index: 0, text: 'The Star asks for patience' }] } },
      { status: 'ACTIVE' },
    ]);
    expect((await readingOf(user, ids.readingId)).clarifiers[0]?.status).toBe('ACTIVE');
    expect(server.services.progress.listenerCount()).toBe(0);

    // Settled: one event and the end.
    const again = await openStream(baseUrl, user, ids.clarifierId);
    await again.ended;
    expect(eventsOf(again.body())).toEqual([{ status: 'ACTIVE' }]);
  });

  it('says FAILED when the model gives up on it', async () => {
    const { user, ids } = await queuedClarifier();
    const stream = await openStream(baseUrl, user, ids.clarifierId);
    await stream.firstEvent;
    const refusing: Oracle = {
      name: 'refusing',
      generate: async () => {
        throw new OracleError('the model refused', false);
      },
    };
    await runGeneration({ ...deps, oracle: refusing }, job(ids));
    await stream.ended;
    expect(eventsOf(stream.body()).map((event) => event.status)).toEqual(['QUEUED', 'GENERATING', 'FAILED']);
  });

  it('is 404 for another user’s clarifier, and for an id that names nothing', async () => {
    const { ids } = await queuedClarifier();
    const stranger = await signUpWithKey(server);
    const theirs = (await call(server, stranger, readingEvents, { params: { id: ids.clarifierId } })).response;
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'not_found', message: 'No such reading' });
    expect((await call(server, stranger, readingEvents, { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect(server.services.progress.listenerCount()).toBe(0);
  });
});
