import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readingEvents, type ReadingStatus, SETTLED_STATUSES } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { createStreamLimiter } from '#server/readings/stream-limits.ts';
import { type EventStream, openEventStream } from './event-stream.ts';
import { createLiveReadings } from './live-readings.ts';

/**
 * The id and status of the user's reading, or else clarifier, with this id; 404 for anything else, another user's
 * included. Reading and clarifier ids are both random UUIDs, so one never names the other.
 */
async function ownStreamed(db: Db, userId: string, id: string): Promise<{ id: string; status: ReadingStatus }> {
  const [row] = await db.select({ id: reading.id, status: reading.status }).from(reading).where(and(eq(reading.id, id), eq(reading.userId, userId)));
  if (row) return row;
  const [clarifier] = await db
    .select({ id: readingClarifier.id, status: readingClarifier.status })
    .from(readingClarifier)
    .where(and(eq(readingClarifier.id, id), eq(readingClarifier.userId, userId)));
  if (!clarifier) throw notFound('No such reading');
  return clarifier;
}

/**
 * {@link readingEvents} (docs/architecture.md#live-events): Server-Sent Events with the status, queue position and,
 * to an unlocked session, partial text of a reading or of one of its clarifiers (by the clarifier's id), ending once
 * it is ACTIVE, SAVED or FAILED, or at the stream's maximum lifetime (event-stream.ts).
 * Everything is pushed (live-readings.ts); no stream polls.
 */
export function readingEventRoutes(app: FastifyInstance, { db, progress }: { db: Db; progress: ProgressBus }): void {
  const streams = createStreamLimiter();
  const live = createLiveReadings({ db, progress, log: app.log });
  const open = new Set<EventStream>();
  let closing = false;
  // Closing the server waits for every response to end, and a stream ends with its reading or its lifetime: end them all first.
  // Their pages fall back to polling, which reaches a process still running (docs/architecture.md#stopping).
  app.addHook('preClose', async () => {
    closing = true;
    for (const stream of open) stream.close();
  });
  registerRoute(app, readingEvents, async (request, reply) => {
    const row = await ownStreamed(db, request.user.id, request.params.id);
    // Partial text is the reading itself: only a session that could open the sealed reading hears it.
    const unlocked = (await openSessionPrivateKey(db, request.user, readKeyCookie(request))) !== null;
    // Refused as JSON while the reply is still Fastify's; nothing between here and the stream can throw.
    const release = streams.acquire(request.user.id);
    reply.hijack();
    const stream = openEventStream(reply.raw, { headers: reply.getHeaders() });
    stream.onClose(release);
    // Its reads outlasted the start of a close that has already ended the other streams.
    if (closing) {
      stream.close();
      return;
    }
    open.add(stream);
    stream.onClose(() => open.delete(stream));
    // Already settled: one event and the end, with no subscription.
    if (SETTLED_STATUSES.includes(row.status)) {
      stream.send('progress', { status: row.status });
      stream.close();
      return;
    }
    live.watch(row.id, stream, unlocked);
  });
}
