import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteActiveReading, readingEvents, type ReadingStatus } from '#common/api/readings.ts';
import { reading } from '#server/db/schema/readings.ts';
import { MAX_OPEN_STREAMS_PER_USER, TOO_MANY_STREAMS } from '#server/readings/stream-limits.ts';
import { call } from '#server/test/call.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { eventsOf, openStream, type OpenStream } from '#server/test/event-stream.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';
import { QUEUE_REREAD_MS } from './live-readings.ts';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  // No workers: a queued reading stays unfinished for as long as a test needs.
  server = await startTestServer();
  baseUrl = await server.listen();
});
afterAll(() => server.close());

/**
 * Timers keeping the process alive, less the one each idle PostgreSQL pool connection holds until it
 * is closed for idleness; a stream's heartbeat, the sweep and a coalesced queue re-read are among them while streams are open.
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

/** Bus subscriptions while `streams` streams are open: one each, and one to every reading's status news while any is. */
const subscriptionsFor = (streams: number) => (streams === 0 ? 0 : streams + 1);

/** The last queue position a stream's client heard. */
const lastPosition = (stream: OpenStream) => eventsOf(stream.body()).findLast((event) => 'queuePosition' in event)?.queuePosition as number | undefined;

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
          return openStream(baseUrl, user, readingId);
        }),
      );
      expect(round.every((stream) => stream.statusCode === 200)).toBe(true);
      await Promise.all(round.map((stream) => stream.firstEvent));
      for (const stream of round) stream.close();
      await Promise.all(round.map((stream) => stream.ended));
      await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
    }

    // The server has seen every close; from here on nothing of theirs may query or tick, even when the queue moves.
    const selectsAfterClose = selects.mock.calls.length;
    // The first owner's reading is QUEUED (statuses[0]).
    await server.services.progress.publish({ readingId: owners[0]!.readingId, status: 'GENERATING' });
    await new Promise((resolve) => setTimeout(resolve, QUEUE_REREAD_MS * 4 + 500));
    expect(selects.mock.calls.length).toBe(selectsAfterClose);
    selects.mockRestore();
    expect(server.services.progress.listenerCount()).toBe(0);
    expect(activeTimers()).toBeLessThanOrEqual(timersBefore);

    // Every slot came back: each user may open the full allowance again, and not one more.
    const { user, readingId } = owners[0]!;
    const again = await Promise.all(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => openStream(baseUrl, user, readingId)));
    expect(again.map((stream) => stream.statusCode)).toEqual(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => 200));
    const refused = (await call(server, user, readingEvents, { params: { id: readingId } })).response;
    expect(refused.statusCode).toBe(429);
    for (const stream of again) stream.close();
    await Promise.all(again.map((stream) => stream.ended));
    await eventually(() => server.services.progress.listenerCount() === 0, 'the last streams unsubscribed');
  });

  it('a 6th concurrent stream for one user gets 429 with the JSON error, and a closed one frees its slot', async () => {
    const { user, readingId } = await userWithReading('QUEUED');
    const open = await Promise.all(Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => openStream(baseUrl, user, readingId)));
    await Promise.all(open.map((stream) => stream.firstEvent));

    const refused = (await call(server, user, readingEvents, { params: { id: readingId } })).response;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_streams', message: TOO_MANY_STREAMS });

    open[0]!.close();
    await eventually(() => server.services.progress.listenerCount() === subscriptionsFor(MAX_OPEN_STREAMS_PER_USER - 1), 'the closed stream unsubscribed');
    const replacement = await openStream(baseUrl, user, readingId);
    expect(replacement.statusCode).toBe(200);
    for (const stream of [...open, replacement]) stream.close();
    await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
  });

  it('a locked session’s stream carries no partial text while an unlocked one does', async () => {
    const { user, readingId } = await userWithReading('QUEUED');
    // A second session of the same user that has not unlocked: it has no key cookie.
    const locked = await server.signIn(user);
    const unlockedStream = await openStream(baseUrl, user, readingId);
    const lockedStream = await openStream(baseUrl, locked, readingId);
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

  it('a queued reading’s stream hears its place drop when the reading ahead is claimed, pushed and not polled', async () => {
    const ahead = await userWithReading('QUEUED');
    const behind = await userWithReading('QUEUED');
    const stream = await openStream(baseUrl, behind.user, behind.readingId);
    await stream.firstEvent;
    const before = lastPosition(stream)!;
    expect(before).toBeGreaterThanOrEqual(2);

    // A worker claims the reading ahead; until it says so, nothing re-reads, however long the wait.
    const { db } = server.services.database;
    await db.update(reading).set({ status: 'GENERATING' }).where(eq(reading.id, ahead.readingId));
    const selects = vi.spyOn(db, 'select');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(selects).not.toHaveBeenCalled();
    expect(lastPosition(stream)).toBe(before);

    await server.services.progress.publish({ readingId: ahead.readingId, status: 'GENERATING' });
    await eventually(() => lastPosition(stream) === before - 1, 'the new place in the queue');
    expect(selects).toHaveBeenCalledTimes(1);
    selects.mockRestore();
    expect(eventsOf(stream.body()).at(-1)).toEqual({ status: 'QUEUED', queuePosition: before - 1 });
    stream.close();
    await eventually(() => server.services.progress.listenerCount() === 0, 'the stream unsubscribed');
  });

  it('a burst of queue news re-reads each queued stream’s place at most once per interval', async () => {
    const watchers = await Promise.all([userWithReading('QUEUED'), userWithReading('QUEUED'), userWithReading('QUEUED')]);
    const streams = await Promise.all(watchers.map(({ user, readingId }) => openStream(baseUrl, user, readingId)));
    await Promise.all(streams.map((stream) => stream.firstEvent));
    const selects = vi.spyOn(server.services.database.db, 'select');
    const { readingId } = await userWithReading('QUEUED');
    selects.mockClear();
    for (let news = 0; news < 50; news += 1) await server.services.progress.publish({ readingId, status: 'GENERATING' });
    await new Promise((resolve) => setTimeout(resolve, QUEUE_REREAD_MS * 2 + 200));
    // The first news re-reads at once and everything after it waits for the next slot: one query each time, for all three streams.
    expect(selects).toHaveBeenCalledTimes(2);
    selects.mockRestore();
    for (const stream of streams) stream.close();
    await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
  });

  it('discarding a queued reading ends its stream and moves up the stream behind it', async () => {
    const ahead = await userWithReading('QUEUED');
    const behind = await userWithReading('QUEUED');
    const aheadStream = await openStream(baseUrl, ahead.user, ahead.readingId);
    const behindStream = await openStream(baseUrl, behind.user, behind.readingId);
    await Promise.all([aheadStream.firstEvent, behindStream.firstEvent]);
    const before = lastPosition(behindStream)!;

    expect((await call(server, ahead.user, deleteActiveReading)).status).toBe(200);
    // The discard's news re-reads the queued streams: one finds its reading gone and ends, the other moves up.
    await aheadStream.ended;
    await eventually(() => lastPosition(behindStream) === before - 1, 'the stream behind moved up');
    behindStream.close();
    await eventually(() => server.services.progress.listenerCount() === 0, 'every stream unsubscribed');
  });
});
