import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type ReadingProgress, readingEvents } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { HttpError } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { ownReading, queuePosition, type ReadingRow } from '#server/readings/reading-view.ts';
import { createStreamLimiter } from '#server/readings/stream-limits.ts';
import { type EventStream, openEventStream } from './event-stream.ts';

/** While queued, the position is re-read this often (other users' readings move the queue). */
export const QUEUE_POLL_MS = 2_000;
const FINAL = new Set(['ACTIVE', 'FAILED', 'SAVED']);

/**
 * {@link readingEvents} (docs/architecture.md#live-events): Server-Sent Events with the reading's status, queue
 * position and, to an unlocked session, partial text, ending once the reading is ACTIVE, SAVED or FAILED.
 */
export function readingEventRoutes(app: FastifyInstance, { db, progress }: { db: Db; progress: ProgressBus }): void {
  const streams = createStreamLimiter();
  registerRoute(app, readingEvents, async (request, reply) => {
    const row = await ownReading(db, request.user.id, request.params.id);
    // Partial text is the reading itself: only a session that could open the sealed reading hears it.
    const unlocked = (await openSessionPrivateKey(db, request.user, readKeyCookie(request))) !== null;
    // Refused as JSON while the reply is still Fastify's; nothing between here and the stream can throw.
    const release = streams.acquire(request.user.id);
    reply.hijack();
    const stream = openEventStream(reply.raw);
    stream.onClose(release);
    streamProgress({ db, progress, stream, row, unlocked, log: request.log });
  });
}

interface ProgressStreamOptions {
  db: Db;
  progress: ProgressBus;
  stream: EventStream;
  row: ReadingRow;
  unlocked: boolean;
  log: FastifyBaseLogger;
}

/** Bus events as they happen, backed by a poll: a missed notification still ends the stream, and the queue position moves. */
function streamProgress({ db, progress, stream, row, unlocked, log }: ProgressStreamOptions): void {
  const send = ({ partial, ...rest }: ReadingProgress) => {
    stream.send('progress', unlocked && partial ? { ...rest, partial } : rest);
    if (FINAL.has(rest.status)) stream.close();
  };
  // Already settled: one event and the end, with no subscription and no poll.
  if (FINAL.has(row.status)) send({ status: row.status });
  if (stream.closed) return;

  let timer: NodeJS.Timeout | undefined;
  const unsubscribe = progress.subscribe(row.id, ({ readingId: _id, ...event }) => send(event));
  stream.onClose(() => {
    unsubscribe();
    clearTimeout(timer);
  });

  // One poll at a time: the next is scheduled only after this one's queries are done, and never after close.
  const poll = async (initial: boolean) => {
    try {
      const current = await ownReading(db, row.userId, row.id);
      if (stream.closed) return;
      const position = current.status === 'QUEUED' ? await queuePosition(db, current) : undefined;
      if (stream.closed) return;
      // While GENERATING the bus carries the news (with partial text); the poll only reports changes of status.
      if (initial || current.status !== 'GENERATING') send({ status: current.status, ...(position === undefined ? {} : { queuePosition: position }) });
    } catch (error) {
      // A deleted reading (404) simply ends its stream; anything else is worth a line in the log.
      if (!(error instanceof HttpError)) log.warn({ err: error }, 'reading progress poll failed; stream closed');
      stream.close();
      return;
    }
    if (!stream.closed) timer = setTimeout(() => void poll(false), QUEUE_POLL_MS);
  };
  void poll(true);
}
