import type { FastifyInstance } from 'fastify';
import { readingEvents } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { registerRoute } from '#server/http/route.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { ownReading } from '#server/readings/reading-view.ts';
import { createStreamLimiter } from '#server/readings/stream-limits.ts';
import { openEventStream } from './event-stream.ts';
import { createLiveReadings } from './live-readings.ts';

const FINAL = new Set(['ACTIVE', 'FAILED', 'SAVED']);

/**
 * {@link readingEvents} (docs/architecture.md#live-events): Server-Sent Events with the reading's status, queue
 * position and, to an unlocked session, partial text, ending once the reading is ACTIVE, SAVED or FAILED.
 * Everything is pushed (live-readings.ts); no stream polls.
 */
export function readingEventRoutes(app: FastifyInstance, { db, progress }: { db: Db; progress: ProgressBus }): void {
  const streams = createStreamLimiter();
  const live = createLiveReadings({ db, progress, log: app.log });
  registerRoute(app, readingEvents, async (request, reply) => {
    const row = await ownReading(db, request.user.id, request.params.id);
    // Partial text is the reading itself: only a session that could open the sealed reading hears it.
    const unlocked = (await openSessionPrivateKey(db, request.user, readKeyCookie(request))) !== null;
    // Refused as JSON while the reply is still Fastify's; nothing between here and the stream can throw.
    const release = streams.acquire(request.user.id);
    reply.hijack();
    const stream = openEventStream(reply.raw);
    stream.onClose(release);
    // Already settled: one event and the end, with no subscription.
    if (FINAL.has(row.status)) {
      stream.send('progress', { status: row.status });
      stream.close();
      return;
    }
    live.watch(row.id, stream, unlocked);
  });
}
