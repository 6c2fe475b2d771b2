import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { points } from '#server/db/schema/points.ts';
import { user } from '#server/db/schema/auth.ts';
import { ensurePointsRow } from '#server/points/load-points.ts';
import type { AppServer } from '#server/test/app-server.ts';
import { BENCH_HEADERS, signUpBenchUser } from './bench-server.ts';

/** Gems a bench user gets on top of a new user's 36, so a sustained run never stops for lack of them. */
const BENCH_EXTRA_GEMS = 1_000_000;
let userCount = 0;

const cookieOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Calls the app as one signed-in, unlocked user. */
export type BenchCall = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<LightMyRequestResponse>;

/** A signed-in, unlocked user: its call, and the headers (cookies included) a load generator sends for it. */
export interface BenchUser {
  call: BenchCall;
  headers: Record<string, string>;
}

/**
 * A signed-up user with an encryption password, as the app's own pages would make one. With
 * `manyGems`, the account gets gems for as many readings as a sustained run starts.
 */
export async function benchUser(server: AppServer, options: { manyGems?: boolean } = {}): Promise<BenchUser> {
  userCount += 1;
  const email = `bench${userCount}@arcana.test`;
  const address = { ...BENCH_HEADERS, 'x-forwarded-for': `127.2.${Math.floor(userCount / 250)}.${(userCount % 250) + 1}` };
  let cookie = await signUpBenchUser(server, email, address);
  const call: BenchCall = (method, url, payload) => server.app.inject({ method, url, headers: { ...address, cookie }, ...(payload ? { payload } : {}) });
  const sessionId = `bench-${userCount}-session`;
  const token = (await call('POST', '/api/security/form-token', { sessionId })).json();
  const created = await call('POST', '/v1/encryption/create', {
    password: 'bench encryption password', hint: '', privacyPolicyConsent: true, sessionId, formToken: token.formToken, jsChallenge: String(token.challenge.a + token.challenge.b),
  });
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
  cookie = `${cookie}; ${cookieOf(created)}`;
  if (options.manyGems) {
    const { db } = server.services.database;
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await ensurePointsRow(db, row!.id);
    await db.update(points).set({ extraPoints: BENCH_EXTRA_GEMS }).where(eq(points.userId, row!.id));
  }
  return { call, headers: { ...address, cookie } };
}

// Each new user derives a key with Argon2id (64 MiB); the server turns away more at once than it can hold.
const USERS_AT_ONCE = 10;

/** `count` bench users, made a few at a time. */
export async function benchUsers(server: AppServer, count: number, options: { manyGems?: boolean } = {}): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  while (users.length < count) {
    const batch = Math.min(USERS_AT_ONCE, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => benchUser(server, options)))));
  }
  return users;
}

/** One reading's timings (ms from its start) and id. */
export interface TimedReading {
  id: string;
  pickup: number;
  ready: number;
}

/** Starts a three-card reading and resolves when it is ACTIVE, with when it was picked up and when it was ready. */
export async function timedReading(server: AppServer, call: BenchCall): Promise<TimedReading> {
  const { shuffleId } = (await call('GET', '/v1/reading/commitment')).json();
  const body = { general: true, question: '', cards: 3, crossing: false, deckId: 1, selectedCards: [1, 2, 3], crossingCard: null, spreadTypeName: 'THREE_CARD', shuffleId };
  // Listening before the start: a worker woken by it may finish before the start's response arrives.
  const seen: Array<{ readingId: string; status: string; at: number }> = [];
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
    const id = response.json().id as string;
    const at = (status: string) => seen.find((event) => event.readingId === id && event.status === status)?.at;
    await new Promise<void>((resolve, reject) => {
      settle = () => {
        if (at('FAILED') !== undefined) reject(new Error('reading failed'));
        else if (at('ACTIVE') !== undefined) resolve();
      };
      settle();
    });
    return { id, pickup: (at('GENERATING') ?? begin) - begin, ready: at('ACTIVE')! - begin };
  } finally {
    unsubscribe();
  }
}

/**
 * `users` each start readings one after another (closing each before the next) until `seconds`
 * have passed; resolves with every reading's timings and the readings per second completed.
 */
export async function sustainedReadings(server: AppServer, users: BenchUser[], seconds: number): Promise<{ readings: TimedReading[]; perSecond: number }> {
  const readings: TimedReading[] = [];
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  await Promise.all(
    users.map(async ({ call }) => {
      while (performance.now() < deadline) {
        readings.push(await timedReading(server, call));
        await call('GET', '/v1/reading/delete_reading/active');
      }
    }),
  );
  return { readings, perSecond: readings.length / ((performance.now() - begin) / 1000) };
}
