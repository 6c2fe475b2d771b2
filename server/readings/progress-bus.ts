import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createPartAssembler, encodeProgressParts, type ProgressEvent } from './progress-parts.ts';

export type { ProgressEvent } from './progress-parts.ts';

/** Publishes reading progress to every API process (docs/architecture.md#live-events: LISTEN/NOTIFY, or in-process on PGlite). */
export interface ProgressBus {
  publish(event: ProgressEvent): Promise<void>;
  subscribe(readingId: string, listener: (event: ProgressEvent) => void): () => void;
  /** Subscribers across all readings: every closed stream must have given its subscription back. */
  listenerCount(): number;
  close(): Promise<void>;
}

function totalListeners(emitter: EventEmitter): number {
  return emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);
}

function subscribeTo(emitter: EventEmitter): ProgressBus['subscribe'] {
  return (readingId, listener) => {
    emitter.on(readingId, listener);
    return () => emitter.off(readingId, listener);
  };
}

/** One process owns embedded PGlite, so an in-process emitter reaches every listener. */
export function createLocalProgressBus(): ProgressBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (event) => void emitter.emit(event.readingId, event),
    subscribe: subscribeTo(emitter),
    listenerCount: () => totalListeners(emitter),
    close: async () => void emitter.removeAllListeners(),
  };
}

const CHANNEL = 'arcana_reading_progress';
/** After the listening connection drops (a restart, a failover), the next attempt to listen waits this long. */
const RECONNECT_MS = 1_000;

/**
 * Cross-process progress on PostgreSQL: NOTIFY from the worker's process, LISTEN on one dedicated
 * connection in every API process. Partial reading text passes through PostgreSQL's notification
 * queue in memory only; it is never written to a table. Any process may NOTIFY on the channel, so a
 * payload that is not one of ours is logged and dropped, and a lost connection is logged and re-opened.
 * While it is down, streams still learn each status from their own polling.
 */
export async function createPostgresProgressBus(pool: pg.Pool, log: Logger): Promise<ProgressBus> {
  const emitter = new EventEmitter().setMaxListeners(0);
  const assembler = createPartAssembler();
  /** The listening connection, and how to give it back: destroyed with an error, else returned to the pool. */
  let listening: { client: pg.PoolClient; release: (error?: Error) => void } | null = null;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const result = assembler.accept(message.payload);
    if (!result) return;
    if ('dropped' in result) log.warn({ reason: result.dropped }, 'dropped a reading progress notification');
    else emitter.emit(result.event.readingId, result.event);
  };

  const scheduleReconnect = () => {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listen().catch((error: unknown) => {
        log.error({ err: error }, 'could not listen for reading progress; trying again');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
  };

  async function listen(): Promise<void> {
    const client = await pool.connect();
    const onError = (error: Error) => {
      log.error({ err: error }, 'lost the connection listening for reading progress; reconnecting');
      release(error);
      scheduleReconnect();
    };
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      if (listening?.client === client) listening = null;
      client.off('notification', onNotification);
      // Once released, the pool's own handler takes this connection's errors.
      client.off('error', onError);
      client.release(error);
    };
    client.on('notification', onNotification);
    // Unhandled, an 'error' on this checked-out connection would crash the process.
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    if (closed) release();
    else listening = { client, release };
  }

  await listen();
  return {
    async publish(event) {
      const payloads = encodeProgressParts(event, randomUUID());
      if (!payloads) {
        log.warn({ readingId: event.readingId, status: event.status }, 'reading progress too large to send; dropped');
        return;
      }
      for (const payload of payloads) await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: subscribeTo(emitter),
    listenerCount: () => totalListeners(emitter),
    async close() {
      closed = true;
      clearTimeout(reconnect);
      emitter.removeAllListeners();
      const current = listening;
      if (!current) return;
      const failed = await current.client.query(`UNLISTEN ${CHANNEL}`).then(
        () => undefined,
        (error: Error) => error,
      );
      // The error handler may have released it while UNLISTEN was in flight; a connection still
      // listening must not go back to the pool.
      if (listening === current) current.release(failed);
    },
  };
}
