import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { z } from 'zod';
import { ReadingProgressSchema } from '#common/api/readings.ts';

/** What the result page hears while a reading is written, tagged with its reading for routing between processes. */
export const ProgressEventSchema = ReadingProgressSchema.extend({ readingId: z.string() });
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

/** Publishes reading progress to every API process (DESIGN §2: LISTEN/NOTIFY, or in-process on PGlite). */
export interface ProgressBus {
  publish(event: ProgressEvent): Promise<void>;
  subscribe(readingId: string, listener: (event: ProgressEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process owns embedded PGlite, so an in-process emitter reaches every listener. */
export function createLocalProgressBus(): ProgressBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (event) => void emitter.emit(event.readingId, event),
    subscribe(readingId, listener) {
      emitter.on(readingId, listener);
      return () => emitter.off(readingId, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

const CHANNEL = 'arcana_reading_progress';
/** NOTIFY payloads must stay under 8000 bytes; larger events travel in numbered parts. */
const PART_BYTES = 5000;
const PartSchema = z.object({ m: z.string(), i: z.number().int(), n: z.number().int(), d: z.string() });

/**
 * Cross-process progress on PostgreSQL: NOTIFY from the worker's process, LISTEN on one dedicated
 * connection in every API process. Partial reading text passes through PostgreSQL's notification
 * queue in memory only; it is never written to a table.
 */
export async function createPostgresProgressBus(pool: pg.Pool): Promise<ProgressBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const partsByMessage = new Map<string, string[]>();
  const listener = await pool.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const part = PartSchema.safeParse(JSON.parse(message.payload));
    if (!part.success) return;
    const { m, i, n, d } = part.data;
    const parts = partsByMessage.get(m) ?? Array.from<string>({ length: n });
    parts[i] = d;
    partsByMessage.set(m, parts);
    if (parts.filter((piece) => piece !== undefined).length < n) return;
    partsByMessage.delete(m);
    const event = ProgressEventSchema.safeParse(JSON.parse(Buffer.from(parts.join(''), 'base64').toString('utf8')));
    if (event.success) emitter.emit(event.data.readingId, event.data);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(event) {
      const encoded = Buffer.from(JSON.stringify(event)).toString('base64');
      const id = randomUUID();
      const size = Math.ceil((PART_BYTES * 4) / 3);
      const count = Math.max(1, Math.ceil(encoded.length / size));
      for (let index = 0; index < count; index += 1) {
        const payload = JSON.stringify({ m: id, i: index, n: count, d: encoded.slice(index * size, (index + 1) * size) });
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
      }
    },
    subscribe(readingId, handler) {
      emitter.on(readingId, handler);
      return () => emitter.off(readingId, handler);
    },
    async close() {
      emitter.removeAllListeners();
      await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      listener.release();
    },
  };
}
