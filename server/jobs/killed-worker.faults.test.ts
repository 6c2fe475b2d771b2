import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reading } from '#common/api/readings.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading } from '#server/db/schema/readings.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '#server/oracle/testing/fake-openai-server.ts';
import { holdGate, streamSlowly, streamThenHold, taggedReading } from '#server/oracle/testing/scripted-model.ts';
import { readingChargeKey } from '#server/readings/charge-key.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, type OpenStream, openStream } from '#server/test/event-stream.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { postgresEnv, type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres, type TemporaryPostgres } from '#server/test/temporary-postgres.ts';
import type { TestUser, UserAgent } from '#server/test/test-server.ts';
import { waitUntil } from '#server/test/wait-until.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('killed-worker test skipped: it runs worker processes on PostgreSQL; set TEST_DATABASE_URL');

const READINGS = 4;
/** The model's timeout, and with it each attempt's expiry (server/jobs/boss.ts): small, so the dead worker's jobs come back soon. */
const AI_TIMEOUT_SECONDS = 5;
/** Expiry (timeout + 15 s margin), pg-boss's 15 s check, the retry's backoff and the writing: well within this. */
const RECOVERY_LIMIT_MS = 90_000;
const CARDS = 3;

describe.skipIf(!adminUrl)('a worker killed with SIGKILL while the model is writing', () => {
  let postgres: TemporaryPostgres;
  let model: FakeOpenAiServer;
  let web: SpawnedServer;
  let doomed: SpawnedServer;
  let doomedDataDir: string;
  let survivor: SpawnedServer | undefined;
  /** The second worker starts once the first is dead, so it can take the readings only as retries. */
  let survivorEnv: Record<string, string> = {};
  let agent: UserAgent;
  /** The dead worker's answers, cut when the test ends (the kill has already cut their connections). */
  const held = holdGate();
  let generations = 0;

  beforeAll(async () => {
    postgres = await createTemporaryPostgres(adminUrl!, 'killed_worker');
    // Each worker calls the model under its own path, so the model knows which worker is writing.
    model = await startFakeOpenAiServer((request, response) => {
      generations += 1;
      const tag = `${request.url.startsWith('/doomed/') ? 'doomed' : 'survivor'}-${generations}`;
      if (tag.startsWith('doomed')) void streamThenHold(response, taggedReading(tag, CARDS), 0.5, held.promise);
      else void streamSlowly(response, taggedReading(tag, CARDS), 5, 100);
    });
    const origin = new URL(model.baseURL).origin;
    const env = {
      ...postgresEnv(postgres.url),
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_SECONDS: String(AI_TIMEOUT_SECONDS),
    };
    doomedDataDir = await mkdtemp(join(tmpdir(), 'arcana-doomed-'));
    web = await startSpawnedServer({ role: 'web', env: { ...env, AI_BASE_URL: `${origin}/web/v1` } });
    doomed = await startSpawnedServer({ role: 'worker', dataDir: doomedDataDir, env: { ...env, AI_BASE_URL: `${origin}/doomed/v1` } });
    agent = remoteAgent(web.baseURL, { confirmationLink: web.confirmationLink });
    survivorEnv = { ...env, AI_BASE_URL: `${origin}/survivor/v1` };
  });

  afterAll(async () => {
    held.open('drop');
    if (doomed && doomed.child.exitCode === null && doomed.child.signalCode === null) await doomed.stop();
    await rm(doomedDataDir, { recursive: true, force: true });
    await survivor?.stop();
    await web?.stop();
    await model?.close();
    await postgres?.database.close();
    await postgres?.drop();
  });

  const jobStates = async () =>
    (await postgres.database.pool!.query<{ state: string; retry_count: number }>("SELECT state, retry_count FROM pgboss.job WHERE name = 'generate-reading'")).rows;

  it('retries its jobs on the other worker: each reading written once, charged once, never refunded', async () => {
    const db = postgres.database.db;
    const users: TestUser[] = [];
    for (let count = 0; count < READINGS; count += 1) users.push(await signUpWithKey(agent));
    const ids: string[] = [];
    const streams: OpenStream[] = [];
    for (const user of users) {
      const started = await startReading(agent, user, await readingRequest(agent, user));
      expect(started.statusCode).toBe(200);
      const id = started.json<{ id: string }>().id;
      ids.push(id);
      streams.push(await openStream(web.baseURL, user, id, web.baseURL));
    }

    // Mid-generation: the doomed worker holds every reading, and its half-written text has reached the pages.
    await waitUntil('the doomed worker writing every reading', () => model.requests.filter((request) => request.url.startsWith('/doomed/')).length === READINGS);
    await waitUntil('the half-written text reaching every page', () =>
      streams.every((stream) => eventsOf(stream.body()).some((event) => String((event.partial as { title?: string } | undefined)?.title).startsWith('Reading doomed'))),
    );
    const generating = await db.select({ id: reading.id }).from(reading).where(eq(reading.status, 'GENERATING'));
    expect(generating).toHaveLength(READINGS);
    // Killed within the model's timeout, so these first attempts are still running: only their expiry brings them back.
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const killedAt = Date.now();
    expect(await jobStates()).toEqual(Array.from({ length: READINGS }, () => ({ state: 'active', retry_count: 0 })));
    survivor = await startSpawnedServer({ role: 'worker', env: survivorEnv });

    const finished: Reading[] = [];
    for (const [index, user] of users.entries()) finished.push(await waitForReading(agent, user, ids[index]!));
    const recoveredMs = Date.now() - killedAt;
    expect(recoveredMs).toBeLessThan(RECOVERY_LIMIT_MS);

    const survivorCalls = model.requests.filter((request) => request.url.startsWith('/survivor/')).length;
    expect(survivorCalls).toBe(READINGS);
    expect(model.requests.filter((request) => request.url.startsWith('/doomed/'))).toHaveLength(READINGS);
    for (const [index, user] of users.entries()) {
      const written = finished[index]!;
      expect(written.status).toBe('ACTIVE');
      // One generation wrote all of it: the survivor's, never the dead worker's half.
      const tag = /^Reading (survivor-\d+)$/.exec(written.title)?.[1];
      expect(tag).toBeDefined();
      expect(written.summary).toContain(`generation ${tag}.`);
      expect(written.spread.awnsers.map((answer) => answer.text)).toEqual(Array.from({ length: CARDS }, (_, card) => `Generation ${tag} on card ${card}.`));
      await streams[index]!.ended;
      expect(eventsOf(streams[index]!.body()).at(-1)).toMatchObject({ status: 'ACTIVE' });

      expect(await db.select({ id: reading.id }).from(reading).where(eq(reading.userId, user.id))).toEqual([{ id: ids[index] }]);
      const ledger = await db
        .select({ kind: pointsLedger.kind, key: pointsLedger.idempotencyKey })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, user.id), sql`${pointsLedger.kind} in ('spend', 'refund')`));
      expect(ledger).toEqual([{ kind: 'spend', key: readingChargeKey(ids[index]!) }]);
    }
    expect(await jobStates()).toEqual(Array.from({ length: READINGS }, () => ({ state: 'completed', retry_count: 1 })));

    console.log(
      `${READINGS} readings half-written by a worker killed with SIGKILL: all ${READINGS} retried once after their attempt expired ` +
        `(${AI_TIMEOUT_SECONDS + 15} s) and written by another worker ${(recoveredMs / 1000).toFixed(1)} s after the kill, ${survivorCalls} survivor generations, ` +
        `${READINGS} reading rows, ${READINGS} debits, 0 refunds, 0 texts from the dead worker`,
    );
  });
});
