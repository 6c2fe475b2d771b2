import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Logger } from 'pino';
import { deriveNotifyKey } from '#server/crypto/notification-seal.ts';
import { listenOnChannel } from '#server/db/listen-channel.ts';
import { createPartAssembler, encodeProgressParts, PROGRESS_CHANNEL, type ProgressEvent } from './progress-parts.ts';

export type { ProgressEvent } from './progress-parts.ts';

/** What the bus says about every reading: a change of status (never text), or that it may have missed some. */
export type StatusNews = { kind: 'status'; readingId: string; status: ProgressEvent['status'] } | { kind: 'missed' };

/** Publishes reading progress to every API process (docs/architecture.md#live-events: LISTEN/NOTIFY, or in-process on PGlite). */
export interface ProgressBus {
  publish(event: ProgressEvent): Promise<void>;
  subscribe(readingId: string, listener: (event: ProgressEvent) => void): () => void;
  /** Every reading's status events (those without partial text), and word after the bus may have missed events. */
  subscribeStatuses(listener: (news: StatusNews) => void): () => void;
  /** Subscribers across all readings: every closed stream must have given its subscription back. */
  listenerCount(): number;
  close(): Promise<void>;
}

/** The status subscribers' event name: a symbol, so no reading id can collide with it. */
const STATUSES = Symbol('statuses');

/** The listeners of one process, by reading and for every reading's statuses. */
function createHub() {
  const emitter = new EventEmitter().setMaxListeners(0);
  const on = <T>(name: string | symbol, listener: (value: T) => void) => {
    emitter.on(name, listener);
    return () => void emitter.off(name, listener);
  };
  return {
    deliver(event: ProgressEvent) {
      emitter.emit(event.readingId, event);
      if (event.partial === undefined) emitter.emit(STATUSES, { kind: 'status', readingId: event.readingId, status: event.status } satisfies StatusNews);
    },
    missed: () => void emitter.emit(STATUSES, { kind: 'missed' } satisfies StatusNews),
    subscribe: (readingId: string, listener: (event: ProgressEvent) => void) => on(readingId, listener),
    subscribeStatuses: (listener: (news: StatusNews) => void) => on(STATUSES, listener),
    listenerCount: () => emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0),
    clear: () => void emitter.removeAllListeners(),
  };
}

/** One process owns embedded PGlite, so an in-process emitter reaches every listener. */
export function createLocalProgressBus(): ProgressBus {
  const hub = createHub();
  return {
    publish: async (event) => hub.deliver(event),
    subscribe: hub.subscribe,
    subscribeStatuses: hub.subscribeStatuses,
    listenerCount: hub.listenerCount,
    close: async () => hub.clear(),
  };
}

/**
 * Cross-process progress on PostgreSQL: NOTIFY from the worker's process, LISTEN on one dedicated
 * connection in every API process. Any role that can connect may LISTEN or NOTIFY on the channel, so
 * every event is sealed under a key derived from `jobKey` (docs/architecture.md#live-events): a listener
 * without it reads no text, and a payload that does not open is logged and dropped. A lost connection
 * is logged and re-opened.
 * Events sent while it was down are lost: once it listens again it says so (a `missed` status news),
 * and the live streams re-read their readings.
 */
export async function createPostgresProgressBus(pool: pg.Pool, log: Logger, jobKey: Buffer): Promise<ProgressBus> {
  const hub = createHub();
  const notifyKey = deriveNotifyKey(jobKey);
  const assembler = createPartAssembler(notifyKey);
  const onPayload = (payload: string) => {
    const result = assembler.accept(payload);
    if (!result) return;
    if ('dropped' in result) log.warn({ reason: result.dropped }, 'dropped a reading progress notification');
    else hub.deliver(result.event);
  };
  const listener = await listenOnChannel(pool, { channel: PROGRESS_CHANNEL, what: 'reading progress', log, onPayload, onRelisten: hub.missed });
  return {
    async publish(event) {
      const payloads = encodeProgressParts(event, randomUUID(), notifyKey);
      if (!payloads) {
        log.warn({ readingId: event.readingId, status: event.status }, 'reading progress too large to send; dropped');
        return;
      }
      for (const payload of payloads) await pool.query('SELECT pg_notify($1, $2)', [PROGRESS_CHANNEL, payload]);
    },
    subscribe: hub.subscribe,
    subscribeStatuses: hub.subscribeStatuses,
    listenerCount: hub.listenerCount,
    async close() {
      hub.clear();
      await listener.close();
    },
  };
}
