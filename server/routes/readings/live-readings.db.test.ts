import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingProgress, ReadingStatus } from '#common/api/readings.ts';
import { reading } from '#server/db/schema/readings.ts';
import { createLocalProgressBus, type ProgressBus, type StatusNews } from '#server/readings/progress-bus.ts';
import { signUpWithKey } from '#server/test/encryption-helpers.ts';
import { readingRequest, startReading } from '#server/test/reading-helpers.ts';
import { startTestServer, type TestServer } from '#server/test/test-server.ts';
import type { EventStream } from './event-stream.ts';
import { createLiveReadings } from './live-readings.ts';

let server: TestServer;
beforeAll(async () => {
  // No workers: readings change status only when a test says so.
  server = await startTestServer();
});
afterAll(() => server.close());

/** An event stream that records what it was sent. */
function recordingStream(): EventStream & { events: ReadingProgress[] } {
  const events: ReadingProgress[] = [];
  const cleanups: (() => void)[] = [];
  let closed = false;
  return {
    events,
    get closed() {
      return closed;
    },
    send: (_event, data) => void (closed || events.push(data as ReadingProgress)),
    onClose: (cleanup) => (closed ? cleanup() : void cleanups.push(cleanup)),
    close() {
      if (closed) return;
      closed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

/** A local bus whose status subscribers the test can tell that events were missed. */
function busThatMisses(): ProgressBus & { sayMissed(): void } {
  const bus = createLocalProgressBus();
  const listeners = new Set<(news: StatusNews) => void>();
  return {
    ...bus,
    subscribeStatuses(listener) {
      listeners.add(listener);
      const unsubscribe = bus.subscribeStatuses(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    sayMissed: () => listeners.forEach((listener) => listener({ kind: 'missed' })),
  };
}

async function queuedReading(): Promise<string> {
  const user = await signUpWithKey(server);
  return (await startReading(server, user, await readingRequest(server, user))).json<{ id: string }>().id;
}

const setStatus = (id: string, status: ReadingStatus) => server.services.database.db.update(reading).set({ status }).where(eq(reading.id, id));

async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe('live readings', () => {
  const log = pino({ level: 'silent' });

  it('reads the row once it has subscribed, so a change made before it did is not lost', async () => {
    const live = createLiveReadings({ db: server.services.database.db, progress: createLocalProgressBus(), log });
    const id = await queuedReading();
    // The route read QUEUED, then a worker claimed the reading before the stream subscribed.
    await setStatus(id, 'GENERATING');
    const stream = recordingStream();
    live.watch(id, stream, true);
    await eventually(() => stream.events.length > 0, 'the first event');
    expect(stream.events).toEqual([{ status: 'GENERATING' }]);
    stream.close();
  });

  it('a missed final notification still ends the stream, found by the sweep', async () => {
    const progress = createLocalProgressBus();
    const live = createLiveReadings({ db: server.services.database.db, progress, log, sweepMs: 200 });
    const id = await queuedReading();
    const stream = recordingStream();
    live.watch(id, stream, true);
    await eventually(() => stream.events.length > 0, 'the first event');
    await setStatus(id, 'ACTIVE');
    await eventually(() => stream.closed, 'the stream ends');
    expect(stream.events.at(-1)).toEqual({ status: 'ACTIVE' });
    expect(progress.listenerCount()).toBe(0);
  });

  it('re-reads every open stream at once when the bus says it may have missed events', async () => {
    const progress = busThatMisses();
    const live = createLiveReadings({ db: server.services.database.db, progress, log });
    const ids = [await queuedReading(), await queuedReading()];
    const streams = ids.map((id) => {
      const stream = recordingStream();
      live.watch(id, stream, true);
      return stream;
    });
    await eventually(() => streams.every((stream) => stream.events.length > 0), 'the first events');
    await setStatus(ids[0]!, 'FAILED');
    await setStatus(ids[1]!, 'GENERATING');
    progress.sayMissed();
    await eventually(() => streams[0]!.closed && streams[1]!.events.length === 2, 'both streams hear what they missed');
    expect(streams[0]!.events.at(-1)).toEqual({ status: 'FAILED' });
    expect(streams[1]!.events.at(-1)).toEqual({ status: 'GENERATING' });
    streams[1]!.close();
    expect(progress.listenerCount()).toBe(0);
  });

  it('never steps a stream back: a read older than the news it heard is not sent', async () => {
    const progress = createLocalProgressBus();
    const live = createLiveReadings({ db: server.services.database.db, progress, log });
    const id = await queuedReading();
    const stream = recordingStream();
    live.watch(id, stream, true);
    // The claim's news arrives before the stream's first read of the still-QUEUED row returns.
    await progress.publish({ readingId: id, status: 'GENERATING' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).toEqual([{ status: 'GENERATING' }]);
    stream.close();
  });
});
