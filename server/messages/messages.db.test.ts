import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Reading } from '#common/api/readings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as authUser } from '#server/db/schema/auth.ts';
import { message } from '#server/db/schema/messages.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import { type GenerationDeps, runGeneration } from '#server/jobs/generation.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import { broadcastMessage } from './broadcast.ts';
import { AWAY_AFTER_MS, CLARIFIER_READY_TITLE, READING_READY_BODY, READING_READY_TITLE } from './reading-ready.ts';
import { sendWelcomeMessage } from './welcome.ts';

// No workers: each test runs the reading's job itself, after setting how long ago it started.
let server: TestServer;
let deps: GenerationDeps;
beforeAll(async () => {
  server = await startTestServer();
  deps = { db: server.services.database.db, ...server.services };
});
afterAll(() => server.close());

const messagesOf = (userId: string) => server.services.database.db.select().from(message).where(eq(message.userId, userId));
const clarifierJob = (ids: { readingId: string; clarifierId: string }) => ({ data: ids, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<typeof ids>;
const readingJob = (readingId: string) => ({ data: { readingId }, retryCount: 0, retryLimit: 3 }) as unknown as PgBoss.JobWithMetadata<{ readingId: string }>;

describe('broadcastMessage', () => {
  it(`leaves one unread copy per user, all sharing one broadcast id, on ${TEST_DB}`, async () => {
    const { db } = server.services.database;
    const users = [await server.signUp(), await server.signUp()];
    const { broadcastId, recipients } = await broadcastMessage(db, { title: 'Full moon tonight', body: 'Bonus readings are open.' });
    const copies = await db.select().from(message).where(eq(message.broadcastId, broadcastId));
    const everyone = await db.$count(authUser);
    expect(recipients).toBe(everyone);
    expect(copies).toHaveLength(everyone);
    expect(new Set(copies.map((copy) => copy.id)).size).toBe(everyone);
    for (const recipient of users) {
      const copy = copies.find((entry) => entry.userId === recipient.id);
      expect(copy).toMatchObject({ kind: 'broadcast', title: 'Full moon tonight', body: 'Bonus readings are open.', readAt: null });
    }
  });

  it('sends each broadcast under an id of its own', async () => {
    const { db } = server.services.database;
    await server.signUp();
    const first = await broadcastMessage(db, { title: 'a', body: 'b' });
    const second = await broadcastMessage(db, { title: 'a', body: 'b' });
    expect(second.broadcastId).not.toBe(first.broadcastId);
  });
});

describe('sendWelcomeMessage', () => {
  it('welcomes a user once however often it runs', async () => {
    const user = await server.signUp();
    await sendWelcomeMessage(server.services.database.db, user.id);
    const welcomes = (await messagesOf(user.id)).filter((entry) => entry.kind === 'welcome');
    expect(welcomes).toHaveLength(1);
  });
});

/** Starts a reading, backdates its start by `ms`, runs its job; the reading-ready messages its user got. */
async function finishReadingStartedAgo(ms: number) {
  const user = await signUpWithKey(server);
  const { id } = (await startReading(server, user, await readingRequest(server, user))).json<{ id: string }>();
  await deps.db.update(reading).set({ createdAt: new Date(Date.now() - ms) }).where(eq(reading.id, id));
  await runGeneration(deps, readingJob(id));
  const [row] = await deps.db.select({ status: reading.status }).from(reading).where(eq(reading.id, id));
  expect(row?.status).toBe('ACTIVE');
  return (await messagesOf(user.id)).filter((entry) => entry.kind === 'reading_ready');
}

describe('the reading-ready message', () => {
  it('is left when the reading took longer than the user is taken to wait, and never quotes it', async () => {
    const ready = await finishReadingStartedAgo(AWAY_AFTER_MS + 5_000);
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ title: READING_READY_TITLE, body: READING_READY_BODY, readAt: null, broadcastId: null });
  });

  it('is not left for a reading that finished while its result page was likely open', async () => {
    expect(await finishReadingStartedAgo(0)).toHaveLength(0);
  });
});

/** Writes a reading at once, asks a clarifier on its first answer, backdates the clarifier by `ms` and writes it. */
async function finishClarifierStartedAgo(ms: number) {
  const user = await signUpWithKey(server);
  const { id } = (await startReading(server, user, await readingRequest(server, user))).json<{ id: string }>();
  await runGeneration(deps, readingJob(id));
  const written = (await server.request({ method: 'GET', url: `/v1/reading/get_reading/${id}`, user })).json<Reading>();
  const request = await readingRequest(server, user, {
    id,
    question: 'And what of the journey home?',
    cards: 1,
    selectedCards: [12],
    spreadTypeName: 'GENERAL',
    clarifierForAnswerUuid: written.spread.awnsers[0]!.answerUuid,
  });
  const started = await server.request({ method: 'POST', url: '/v1/reading/start/clarifier', user, payload: request });
  expect(started.statusCode, started.body).toBe(200);
  const [clarifier] = await deps.db.select({ id: readingClarifier.id }).from(readingClarifier).where(eq(readingClarifier.readingId, id));
  await deps.db.update(readingClarifier).set({ createdAt: new Date(Date.now() - ms) }).where(eq(readingClarifier.id, clarifier!.id));
  await runGeneration(deps, clarifierJob({ readingId: id, clarifierId: clarifier!.id }));
  return (await messagesOf(user.id)).filter((entry) => entry.kind === 'reading_ready');
}

describe('the clarifier-ready message', () => {
  it('is left when the clarifier took longer than the user is taken to wait, and not otherwise', async () => {
    const ready = await finishClarifierStartedAgo(AWAY_AFTER_MS + 5_000);
    expect(ready.map((entry) => entry.title)).toEqual([CLARIFIER_READY_TITLE]);
    expect(await finishClarifierStartedAgo(0)).toHaveLength(0);
  });
});
