import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { reading } from '#server/db/schema/readings.ts';
import { type FakeOpenAiServer, type RecordedRequest, startFakeOpenAiServer } from '#server/oracle/testing/fake-openai-server.ts';
import { holdGate, promptMentions, streamSlowly, streamThenHold, taggedReading } from '#server/oracle/testing/scripted-model.ts';
import { DRAIN_MS } from '#server/services.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, openStream } from '#server/test/event-stream.ts';
import { readingRequest, startReading, waitForReading } from '#server/test/reading-helpers.ts';
import { remoteAgent } from '#server/test/remote-agent.ts';
import { postgresEnv, type SpawnedServer, startSpawnedServer } from '#server/test/spawned-server.ts';
import { createTemporaryPostgres, type TemporaryPostgres } from '#server/test/temporary-postgres.ts';
import type { TestUser } from '#server/test/test-server.ts';
import { waitUntil } from '#server/test/wait-until.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('shutdown test skipped: it stops API and worker processes sharing PostgreSQL; set TEST_DATABASE_URL');

/** The process's own limit on a stop (server/main.ts); an exit later than this would be a hang cut short. */
const EXIT_LIMIT_MS = 9_000;
const CARDS = 3;

/** A POST whose body the client sends in two parts, as a slow upload does: in flight until `finish` is called. */
function slowPost(baseURL: string, path: string, user: TestUser, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request(`${baseURL}${path}`, {
    method: 'POST',
    agent: false,
    headers: {
      origin: baseURL,
      [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
      cookie: user.cookie,
      'content-type': 'application/json',
      'content-length': String(body.length),
      // As a browser keeps it: the server must still let it go once answered.
      connection: 'keep-alive',
    },
  });
  let answered = false;
  const response = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (incoming) => {
      answered = true;
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0, body: text }));
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { response, answered: () => answered, finish: () => request.end(body.subarray(half)) };
}

/** Whether a new connection to `baseURL` is refused. */
const refusesConnections = (baseURL: string) =>
  fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    () => false,
    (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED',
  );

/** Waits for a stopping process's exit: its code and how long after `since` it came. */
async function exitOf(server: SpawnedServer, since: number): Promise<{ code: number | null; ms: number }> {
  const code = await server.exited;
  return { code, ms: Date.now() - since };
}

describe.skipIf(!adminUrl)('SIGTERM drains a process', () => {
  let postgres: TemporaryPostgres;
  let model: FakeOpenAiServer;
  const servers: SpawnedServer[] = [];
  let env: Record<string, string>;
  let origin: string;
  /** Released by the test: the model finishes these readings only then. */
  const streamGate = holdGate();
  const finishGate = holdGate();
  /** Never released while the test runs: a reading the stopping worker cannot finish in time. */
  const stuckGate = holdGate();
  let generations = 0;
  /** An API process and a worker that stay up through the first test; the second test stops the worker. */
  let otherWeb: SpawnedServer;
  let firstWorker: SpawnedServer;

  /** Data directories of the processes the test stops itself, removed at the end. */
  const dataDirs: string[] = [];
  const start = async (role: 'web' | 'worker', name: string) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'arcana-shutdown-'));
    dataDirs.push(dataDir);
    const server = await startSpawnedServer({ role, dataDir, env: { ...env, AI_BASE_URL: `${origin}/${name}/v1` } });
    servers.push(server);
    return server;
  };
  const callsBy = (name: string, question: string) =>
    model.requests.filter((request) => request.url.startsWith(`/${name}/`) && promptMentions(request, question)).length;

  beforeAll(async () => {
    postgres = await createTemporaryPostgres(adminUrl!, 'shutdown');
    model = await startFakeOpenAiServer((request: RecordedRequest, response) => {
      generations += 1;
      const worker = request.url.split('/')[1];
      const text = taggedReading(`${worker}-${generations}`, CARDS);
      if (promptMentions(request, 'live stream')) void streamThenHold(response, text, 0.5, streamGate.promise);
      else if (promptMentions(request, 'finish in time')) void streamThenHold(response, text, 0.5, finishGate.promise);
      else if (promptMentions(request, 'too slow') && worker === 'first') void streamThenHold(response, text, 0.5, stuckGate.promise);
      else void streamSlowly(response, text, 4, 50);
    });
    origin = new URL(model.baseURL).origin;
    env = {
      ...postgresEnv(postgres.url),
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      // Far above how long the test holds any model call: only the stop may cut one short.
      AI_TIMEOUT_SECONDS: '60',
    };
    otherWeb = await start('web', 'other-web');
    firstWorker = await start('worker', 'first');
  });

  afterAll(async () => {
    streamGate.open('drop');
    finishGate.open('drop');
    stuckGate.open('drop');
    // A process that exited as the test meant it to has nothing to say.
    await Promise.all(servers.filter((server) => server.child.exitCode === null).map((server) => server.stop()));
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
    await model?.close();
    await postgres?.database.close();
    await postgres?.drop();
  });

  const ledgerOf = (user: TestUser) =>
    postgres.database.db
      .select({ kind: pointsLedger.kind })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), sql`${pointsLedger.kind} in ('spend', 'refund')`));

  it('an API process ends its live streams, refuses new connections, answers the request in flight and exits 0', async () => {
    const stopping = await start('web', 'stopping-web');
    const agent = remoteAgent(stopping.baseURL, { confirmationLink: stopping.confirmationLink });
    const otherAgent = remoteAgent(otherWeb.baseURL, { confirmationLink: otherWeb.confirmationLink });
    const watcher = await signUpWithKey(agent);
    const uploader = await signUpWithKey(agent);

    const watched = (await startReading(agent, watcher, await readingRequest(agent, watcher, { question: 'Will the live stream hold?' }))).json<{ id: string }>().id;
    const stream = await openStream(stopping.baseURL, watcher, watched, stopping.baseURL);
    await waitUntil('the half-written reading reaching the page', () => eventsOf(stream.body()).some((event) => event.partial !== undefined));
    const upload = slowPost(stopping.baseURL, '/v1/reading/start/reading', uploader, await readingRequest(agent, uploader, { question: 'Is the upload slow?' }));
    // Its headers are in (the watcher's start was the first): the request is routed and waits for the rest of its body.
    await waitUntil('the slow request reaching the server', () => stopping.output().split('"url":"/v1/reading/start/reading"').length === 3);

    const signalledAt = Date.now();
    stopping.child.kill('SIGTERM');
    await stream.ended;
    const streamEndedMs = Date.now() - signalledAt;
    await waitUntil('new connections being refused', () => refusesConnections(stopping.baseURL), 5_000);
    expect(upload.answered()).toBe(false);
    upload.finish();
    const answer = await upload.response;
    expect(answer.statusCode).toBe(200);
    const uploaded = (JSON.parse(answer.body) as { id: string }).id;
    const exit = await exitOf(stopping, signalledAt);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(EXIT_LIMIT_MS);
    // The stream ended without a verdict: the page falls back to polling, which another API process answers.
    expect(eventsOf(stream.body()).map((event) => event.status)).not.toContain('FAILED');

    streamGate.open('finish');
    expect((await waitForReading(otherAgent, watcher, watched)).status).toBe('ACTIVE');
    expect((await waitForReading(otherAgent, uploader, uploaded)).status).toBe('ACTIVE');
    for (const user of [watcher, uploader]) expect(await ledgerOf(user)).toEqual([{ kind: 'spend' }]);

    console.log(
      `SIGTERM to an API process: its live stream ended after ${streamEndedMs} ms, new connections refused, the slow request in flight ` +
        `answered 200 and its reading written, exit code 0 after ${(exit.ms / 1000).toFixed(1)} s; both readings ACTIVE, 1 debit each, 0 refunds`,
    );
  });

  it('a worker finishes the job it can, hands back the one it cannot, and exits 0', async () => {
    const first = firstWorker;
    const agent = remoteAgent(otherWeb.baseURL, { confirmationLink: otherWeb.confirmationLink });
    const patient = await signUpWithKey(agent);
    const unlucky = await signUpWithKey(agent);
    const quick = (await startReading(agent, patient, await readingRequest(agent, patient, { question: 'Will it finish in time?' }))).json<{ id: string }>().id;
    const slow = (await startReading(agent, unlucky, await readingRequest(agent, unlucky, { question: 'Is this model too slow?' }))).json<{ id: string }>().id;
    await waitUntil('the first worker writing both readings', () => callsBy('first', 'finish in time') === 1 && callsBy('first', 'too slow') === 1);
    await start('worker', 'second');

    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    // The stop is under way (no new jobs, the running ones waited for); the model then finishes one of them.
    await waitUntil('the stop beginning', () => first.output().includes('SIGTERM received'));
    finishGate.open('finish');
    const exit = await exitOf(first, signalledAt);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(exit.ms).toBeLessThan(EXIT_LIMIT_MS);

    const finished = await waitForReading(agent, patient, quick);
    const handedBack = await waitForReading(agent, unlucky, slow);
    expect(finished.status).toBe('ACTIVE');
    expect(finished.title).toMatch(/^Reading first-\d+$/);
    expect(handedBack.status).toBe('ACTIVE');
    expect(handedBack.title).toMatch(/^Reading second-\d+$/);
    expect([callsBy('first', 'finish in time'), callsBy('second', 'finish in time'), callsBy('first', 'too slow'), callsBy('second', 'too slow')]).toEqual([1, 0, 1, 1]);
    for (const [user, id] of [[patient, quick], [unlucky, slow]] as const) {
      expect(await ledgerOf(user)).toEqual([{ kind: 'spend' }]);
      expect(await postgres.database.db.select({ id: reading.id }).from(reading).where(eq(reading.userId, user.id))).toEqual([{ id }]);
    }

    console.log(
      `SIGTERM to a worker writing 2 readings: the one the model finished within the ${DRAIN_MS / 1000} s drain was written by it, ` +
        `the one it could not was handed back and written by the other worker; exit code 0 after ${(exit.ms / 1000).toFixed(1)} s; ` +
        `2 readings ACTIVE, 1 debit each, 0 refunds, 3 model calls`,
    );
  });
});
