import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer, streamChatCompletion } from '#server/oracle/testing/fake-openai-server.ts';
import { promptMentions, streamThenHold, taggedReading } from '#server/oracle/testing/scripted-model.ts';
import { readingChargeKey } from '#server/readings/charge-key.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, openStream } from '#server/test/event-stream.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { postgresEnv, type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres, type TemporaryPostgres } from '#server/test/temporary-postgres.ts';
import type { UserAgent } from '#server/test/test-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('model-faults test skipped: it reads the ledger of a server process on PostgreSQL; set TEST_DATABASE_URL');

const AI_TIMEOUT_SECONDS = 2;
/** pg-boss's retryLimit for readings (server/jobs/boss.ts): the first attempt and three retries. */
const ATTEMPTS = 4;

/**
 * How the fake model misbehaves, picked by a word in the question. Each is worth another attempt
 * (server/oracle/provider-errors.ts): every attempt is used, then the reading fails.
 */
const FAULTS = {
  hangs: { does: 'hangs', answer: () => undefined },
  drops: { does: 'drops the stream half-way', answer: (response) => void streamThenHold(response, taggedReading('dropped', 3), 0.5, Promise.resolve('drop')) },
  prose: { does: 'writes prose, not JSON', answer: (response) => streamChatCompletion(response, ['The cards say ', 'yes, probably.']) },
  misshapen: { does: 'writes JSON of the wrong shape', answer: (response) => streamChatCompletion(response, [JSON.stringify({ verdict: 'yes' })]) },
} satisfies Record<string, { does: string; answer: (response: ServerResponse) => void }>;
type Fault = keyof typeof FAULTS;
const faults = Object.keys(FAULTS) as Fault[];

describe.skipIf(!adminUrl)('a model that hangs, drops the stream or writes garbage', () => {
  let postgres: TemporaryPostgres;
  let model: FakeOpenAiServer;
  let server: SpawnedServer;
  let agent: UserAgent;

  beforeAll(async () => {
    postgres = await createTemporaryPostgres(adminUrl!, 'model_faults');
    model = await startFakeOpenAiServer((request, response) => {
      const fault = faults.find((name) => promptMentions(request, `model ${name}`));
      if (fault) FAULTS[fault].answer(response);
      else response.destroy();
    });
    server = await startSpawnedServer({
      env: {
        ...postgresEnv(postgres.url),
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: model.baseURL,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_SECONDS: String(AI_TIMEOUT_SECONDS),
      },
    });
    agent = remoteAgent(server.baseURL, { confirmationLink: server.confirmationLink });
  });

  afterAll(async () => {
    await server?.stop();
    await model?.close();
    await postgres?.database.close();
    await postgres?.drop();
  });

  it('retries what may pass, then fails each reading with exactly one refund, and tells its page', async () => {
    const startedAt = Date.now();
    const outcomes = await Promise.all(
      faults.map(async (fault) => {
        const user = await signUpWithKey(agent);
        const started = await startReading(agent, user, await readingRequest(agent, user, { question: `What if the model ${fault}?` }));
        expect(started.statusCode).toBe(200);
        const id = started.json<{ id: string }>().id;
        const stream = await openStream(server.baseURL, user, id, server.baseURL);
        const reading: Reading = await waitForReading(agent, user, id);
        await stream.ended;
        return { fault, user, id, reading, events: eventsOf(stream.body()) };
      }),
    );
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);

    const db = postgres.database.db;
    const calls: string[] = [];
    for (const { fault, user, id, reading, events } of outcomes) {
      expect(reading.status).toBe('FAILED');
      expect(events.at(-1)).toEqual({ status: 'FAILED' });
      const made = model.requests.filter((request) => promptMentions(request, `model ${fault}`)).length;
      expect(made).toBe(ATTEMPTS);
      calls.push(`${FAULTS[fault].does}: ${made} call${made === 1 ? '' : 's'}`);
      const ledger = await db
        .select({ kind: pointsLedger.kind, key: pointsLedger.idempotencyKey, delta: pointsLedger.pointsDelta, extra: pointsLedger.extraPointsDelta })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, user.id), sql`${pointsLedger.kind} in ('spend', 'refund')`))
        .orderBy(pointsLedger.id);
      expect(ledger.map(({ kind, key }) => ({ kind, key }))).toEqual([
        { kind: 'spend', key: readingChargeKey(id) },
        { kind: 'refund', key: `refund:${readingChargeKey(id)}` },
      ]);
      expect(ledger[1]!.delta + ledger[1]!.extra).toBe(-(ledger[0]!.delta + ledger[0]!.extra));
      expect(ledger[0]!.delta + ledger[0]!.extra).toBeLessThan(0);
    }
    // The operator's timeout reached the model call: the hung attempts were cut after AI_TIMEOUT_SECONDS.
    expect(server.output().split('\n').filter((line) => line.includes(`did not finish within ${AI_TIMEOUT_SECONDS * 1000} ms`))).toHaveLength(ATTEMPTS);

    console.log(
      `${faults.length} readings, AI_TIMEOUT_SECONDS=${AI_TIMEOUT_SECONDS}; a model that ${calls.join('; ')}; ` +
        `all ${faults.length} FAILED within ${seconds} s, each refunded exactly once, each live page told FAILED`,
    );
  });
});
