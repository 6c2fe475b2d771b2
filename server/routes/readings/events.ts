import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReadingIdParams } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import type { ProgressBus, ProgressEvent } from '#server/readings/progress-bus.ts';
import { ownReading, queuePosition } from '#server/readings/reading-view.ts';

/** While queued, the position is re-read this often (other users' readings move the queue). */
const QUEUE_POLL_MS = 2_000;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
const FINAL = new Set(['ACTIVE', 'FAILED', 'SAVED']);

/**
 * `GET /v1/reading/events/{id}` (DESIGN §6): Server-Sent Events with the reading's status, queue
 * position and partial text, ending once the reading is ACTIVE or FAILED.
 */
export function readingEventRoutes(app: FastifyInstance, { db, progress }: { db: Db; progress: ProgressBus }): void {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/reading/events/:id', { schema: { params: ReadingIdParams } }, async (request, reply) => {
    const row = await ownReading(db, request.user.id, request.params.id);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let closed = false;
    const timers: NodeJS.Timeout[] = [];
    const close = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      timers.forEach(clearInterval);
      raw.end();
    };
    const send = (event: Omit<ProgressEvent, 'readingId'>) => {
      if (closed) return;
      raw.write(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
      if (FINAL.has(event.status)) close();
    };
    const unsubscribe = progress.subscribe(row.id, ({ readingId: _id, ...event }) => send(event));
    request.raw.once('close', close);

    // Polling backs up the bus: a missed notification still ends the stream, and the queue position moves.
    const sendCurrent = async (initial: boolean) => {
      const current = await ownReading(db, request.user.id, row.id).catch(() => null);
      if (!current) return close();
      if (current.status === 'GENERATING' && !initial) return;
      send({ status: current.status, ...(current.status === 'QUEUED' ? { queuePosition: await queuePosition(db, current) } : {}) });
    };
    await sendCurrent(true);
    timers.push(setInterval(() => void sendCurrent(false), QUEUE_POLL_MS));
    timers.push(setInterval(() => !closed && raw.write(': keep-alive\n\n'), HEARTBEAT_MS));
  });
}
