import type { LightMyRequestResponse } from 'fastify';
import type { AppServer } from '#server/test/app-server.ts';
import { bareFastifyBaseline, BENCH_HEADERS, median, signUpBenchUser, startBenchServer } from './bench-server.ts';

// A new user's 36 gems pay for eight general three-card readings (4 gems each).
const SEQUENTIAL_RUNS = 8;
const CONCURRENT_USERS = 20;
let userCount = 0;

const cookieOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** A signed-up user with an encryption password, as the app's own pages would make one. */
async function benchUser(server: AppServer): Promise<(method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>> {
  userCount += 1;
  const headers = { ...BENCH_HEADERS, 'x-forwarded-for': `127.2.${Math.floor(userCount / 250)}.${(userCount % 250) + 1}` };
  let cookie = await signUpBenchUser(server, `bench${userCount}@arcana.test`, headers);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => server.app.inject({ method, url, headers: { ...headers, cookie }, ...(payload ? { payload } : {}) });
  const sessionId = `bench-${userCount}-session`;
  const token = (await call('POST', '/api/security/form-token', { sessionId })).json();
  const created = await call('POST', '/v1/encryption/create', {
    password: 'bench encryption password', hint: '', privacyPolicyConsent: true, sessionId, formToken: token.formToken, jsChallenge: String(token.challenge.a + token.challenge.b),
  });
  cookie = `${cookie}; ${cookieOf(created)}`;
  return call;
}

/** Starts a three-card reading and resolves with when it was picked up and when it was ready (ms from start). */
async function timedReading(server: AppServer, call: Awaited<ReturnType<typeof benchUser>>): Promise<{ pickup: number; ready: number }> {
  const { shuffleId } = (await call('GET', '/v1/reading/commitment')).json();
  const body = { general: true, question: '', cards: 3, crossing: false, deckId: 1, selectedCards: [1, 2, 3], crossingCard: null, spreadTypeName: 'THREE_CARD', shuffleId };
  // Listening before the start: a worker woken by it may finish before the start's response arrives.
  const seen: Array<{ readingId: string; status: string; at: number }> = [];
  let id: string | undefined;
  let settle: (() => void) | undefined;
  const unsubscribe = server.services.progress.subscribeStatuses((news) => {
    if (news.kind !== 'status') return;
    seen.push({ readingId: news.readingId, status: news.status, at: performance.now() });
    settle?.();
  });
  const begin = performance.now();
  try {
    const response = await call('POST', '/v1/reading/start/reading', body);
    if (response.statusCode !== 200) throw new Error(`start failed: ${response.body}`);
    id = response.json().id as string;
    const at = (status: string) => seen.find((event) => event.readingId === id && event.status === status)?.at;
    await new Promise<void>((resolve, reject) => {
      settle = () => {
        if (at('FAILED') !== undefined) reject(new Error('reading failed'));
        else if (at('ACTIVE') !== undefined) resolve();
      };
      settle();
    });
    return { pickup: (at('GENERATING') ?? begin) - begin, ready: at('ACTIVE')! - begin };
  } finally {
    unsubscribe();
  }
}

async function benchDatabase(label: string, postgresUrl: string | undefined, baseline: number): Promise<Record<string, { ms: number; 'x bare': number } | { 'per second': number }>> {
  const server = await startBenchServer({ workers: true, postgresUrl });
  try {
    const call = await benchUser(server);
    const samples = [];
    for (let run = 0; run < SEQUENTIAL_RUNS; run += 1) {
      samples.push(await timedReading(server, call));
      await call('GET', '/v1/reading/delete_reading/active');
    }
    const users = await Promise.all(Array.from({ length: CONCURRENT_USERS }, () => benchUser(server)));
    const begin = performance.now();
    await Promise.all(users.map((user) => timedReading(server, user)));
    const perSecond = CONCURRENT_USERS / ((performance.now() - begin) / 1000);
    const pickup = median(samples.map((sample) => sample.pickup));
    const ready = median(samples.map((sample) => sample.ready));
    return {
      [`${label}: queue pickup`]: { ms: Math.round(pickup * 10) / 10, 'x bare': Math.round(pickup / baseline) },
      [`${label}: start → ACTIVE`]: { ms: Math.round(ready * 10) / 10, 'x bare': Math.round(ready / baseline) },
      [`${label}: readings per second (${CONCURRENT_USERS} users at once)`]: { 'per second': Math.round(perSecond * 10) / 10 },
    };
  } finally {
    await server.close();
  }
}

/**
 * Reading latency and throughput with the builtin model (which answers as fast as it composes):
 * queue pickup (start → GENERATING), start → ACTIVE, and readings per second, on PGlite and
 * on PostgreSQL (`TEST_DATABASE_URL`, a fresh database that is dropped afterwards).
 */
export async function benchReadings(): Promise<void> {
  const baseline = await bareFastifyBaseline();
  const rows = { 'bare Fastify request': { ms: Math.round(baseline * 1000) / 1000, 'x bare': 1 }, ...(await benchDatabase('PGlite', undefined, baseline)) };
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) Object.assign(rows, await benchDatabase('PostgreSQL', postgresUrl, baseline));
  console.log(`\nReadings (median of ${SEQUENTIAL_RUNS} sequential readings; builtin model)`);
  console.table(rows);
  if (!postgresUrl) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.');
}
