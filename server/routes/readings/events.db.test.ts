import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import type { ReadingStatus } from '#common/api/readings.ts';
import { reading } from '#server/db/schema/readings.ts';
import { MAX_OPEN_STREAMS_PER_USER, TOO_MANY_STREAMS } from '#server/readings/stream-limits.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { QUEUE_POLL_MS } from './events.ts';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  // No workers: a queued reading stays unfinished for as long as a test needs.
  server = await startTestServer();
  baseUrl = await server.listen();
});
afterAll(() => server.close());

/** A stream opened over a real connection, which the test can drop as a closing tab does. */
interface OpenStream {
  statusCode: number;
  /** Everything received so far. */
  body(): string;
  /** Resolves once the first event has arrived (or the response has ended). */
  firstEvent: Promise<void>;
  /** Resolves when the server has ended the response. */
  ended: Promise<void>;
  /** Drops the connection. */
  close(): void;
}

function openStream(user: TestUser, readingId: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/v1/reading/events/${readingId}`, {
      agent: false,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
      const firstEvent = new Promise<void>((heard) => {
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('\n\n')) heard();
        });
        void ended.then(heard);
      });
      resolve({ statusCode: response.statusCode ?? 0, body: () => body, firstEvent, ended, close: () => request.destroy() });
    });
  });
}

/** The `data:` of every event in a stream's body. */
const eventsOf = (body: string) => [...body.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

/**
 * Timers keeping the process alive, less the one each idle PostgreSQL pool connection holds until it
 * is closed for idleness; a stream's poll and heartbeat are among them while it is open.
 */
const activeTimers = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length - (server.services.database.pool?.idleCount ?? 0);

/** Waits (a bounded while) for the server to notice closed connections; fails the test if it never does. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** A user with one reading, moved straight to `status` (no worker writes it). */
async function userWithReading(status: ReadingStatus): Promise<{ user: TestUser; readingId: string }> {
  const user = await signUpWithKey(server);
  const started = await startReading(server, user, await readingRequest(server, user));
  const readingId = started.json<{ id: string }>().id;
  await server.services.database.db.update(reading).set({ status }).where(eq(reading.id, readingId));
  return { user, readingId };
}

describe('the live reading event stream', () => {
  // A thousand real connections take a while on a busy two-core machine, well past the default 30 s.
  const thousandStreamsTimeout = 180_000;
  it('open and close 1,000 streams on finished and unfinished readings leaves no interval, listener or query running', { timeout: thousandStreamsTimeout }, async () => {
    const statuses: ReadingStatus[] = ['QUEUED', 'GENERATING', 'ACTIVE', 'SAVED', 'FAILED'];
    const owners: { user: TestUser; readingId: string }[] = [];
    for (const status of [...statuses, ...statuses]) owners.push(await userWithReading(status));
    const { db } = server.services.database;
    const timersBefore = activeTimers();
    const selects = vi.spyOn(db, 'select');

    const total = 1_000;
    const perRound = owners.length * MAX_OPEN_STREAMS_PER_USER;
    for (let opened = 0; opened < total; opened += perRound) {
      const round = await Promise.all(
        Array.from({ length: Math.min(perRound, total - opened) }, (_, index) => {
          const { user, readingId } = owners[index % owners.length]!;
          return openStream(user, readingId);
        }),
      );
      expect(round.every((stream) => stream.statusCode === 200)).toBe(true);
      await Promise.all(round.map((stream) => stream.firstEvent));
      for (const stream of round) stream.close();
      await Promise.all(round.map((stream) => stream.ended));
      await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
    }

    // The server has seen every close; from here on nothing of theirs may query or tick.
    const selectsAfterClose = selects.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, QUEUE_POLL_MS + 500));
    expect(selects.mock.calls.length).toBe(selectsAfterClose);
    selects.mockRestore();
    expect(server.services.progress.listenerCount()).toBe(0);
    expect(activeTimers()).toBeLessThanOrEqual(timersBefore);

    // Every slot came back: each user may open the full allowance again, and not one more.
    const { user, readingId } = owners[0]!;
    const again = await Promise.all(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => openStream(user, readingId)));
    expect(again.map((stream) => stream.statusCode)).toEqual(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => 200));
    const refused = await server.request({ method: 'GET', url: `/v1/reading/events/${readingId}`, user });
    expect(refused.statusCode).toBe(429);
    for (const stream of again) stream.close();
    await Promise.all(again.map((stream) => stream.ended));
    await eventually(() => server.services.progress.listenerCount() === 0, 'the last streams unsubscribed');
  });

  it('a 6th concurrent stream for one user gets 429 with the JSON error, and a closed one frees its slot', async () => {
    const { user, readingId } = await userWithReading('QUEUED');
    const open = await Promise.all(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => openStream(user, readingId)));
    await Promise.all(open.map((stream) => stream.firstEvent));

    const refused = await server.request({ method: 'GET', url: `/v1/reading/events/${readingId}`, user });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_streams', message: TOO_MANY_STREAMS });

    open[0]!.close();
    await eventually(() => server.services.progress.listenerCount() === MAX_OPEN_STREAMS_PER_USER - 1, 'the closed stream unsubscribed');
    const replacement = await openStream(user, readingId);
    expect(replacement.statusCode).toBe(200);
    for (const stream of [...open, replacement]) stream.close();
    await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
  });

  it('a locked session’s stream carries no partial text while an unlocked one does', async () => {
    const { user, readingId } = await userWithReading('QUEUED');
    // A second session of the same user that has not unlocked: it has no key cookie.
    const locked = await server.signIn(user);
    const unlockedStream = await openStream(user, readingId);
    const lockedStream = await openStream(locked, readingId);
    await Promise.all([unlockedStream.firstEvent, lockedStream.firstEvent]);

    const partial = { title: 'The Tower at dawn', summary: 'A sudden change clears the way.', answers: [{ index: 0, text: 'The old walls fall.' }] };
    await server.services.progress.publish({ readingId, status: 'GENERATING', partial });
    await server.services.progress.publish({ readingId, status: 'ACTIVE' });
    await Promise.all([unlockedStream.ended, lockedStream.ended]);

    expect(eventsOf(unlockedStream.body())).toContainEqual({ status: 'GENERATING', partial });
    const lockedEvents = eventsOf(lockedStream.body());
    expect(lockedEvents).toContainEqual({ status: 'GENERATING' });
    expect(lockedEvents.at(-1)).toEqual({ status: 'ACTIVE' });
    expect(lockedEvents.some((event) => 'partial' in event)).toBe(false);
    expect(lockedStream.body()).not.toContain(partial.title);
  });

  it('the stream of a reading deleted while it is open ends and unsubscribes', async () => {
    const { user, readingId } = await userWithReading('QUEUED');
    const stream = await openStream(user, readingId);
    await stream.firstEvent;
    expect((await server.request({ method: 'GET', url: '/v1/reading/delete_reading/active', user })).statusCode).toBe(200);
    // The next poll finds no reading and ends the stream.
    await stream.ended;
    await eventually(() => server.services.progress.listenerCount() === 0, 'the stream unsubscribed');
  });
});
