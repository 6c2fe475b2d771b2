import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '#server/db/database.ts';
import { type ChannelListener, listenOnChannel } from '#server/db/listen-channel.ts';

/**
 * Tells every worker process that a queue has a new job, so pickup does not wait for a poll
 * (docs/architecture.md#jobs): LISTEN/NOTIFY on PostgreSQL, in process on PGlite. A lost
 * announcement costs only latency: each worker still polls slowly as a safety net.
 */
export interface JobWakeUp {
  /** Announces a job of `queue` from the transaction that enqueued it; workers hear of it once that transaction commits. */
  announce(tx: Pick<Db, 'execute'>, queue: string): Promise<void>;
  /** Calls `listener` with the queue's name whenever any process announces a job. */
  subscribe(listener: (queue: string) => void): Promise<void>;
  close(): Promise<void>;
}

const EVENT = 'job';

/**
 * One process owns embedded PGlite. The announcement is heard at once, inside the enqueuing
 * transaction, but PGlite runs every query outside a transaction only after it ends, so the
 * worker's fetch still sees the committed job.
 */
export function createLocalJobWakeUp(): JobWakeUp {
  const emitter = new EventEmitter();
  return {
    announce: async (_tx, queue) => void emitter.emit(EVENT, queue),
    subscribe: async (listener) => void emitter.on(EVENT, listener),
    close: async () => void emitter.removeAllListeners(),
  };
}

const CHANNEL = 'arcana_jobs';

/**
 * Cross-process wake-up on PostgreSQL: the enqueuing transaction NOTIFYs (PostgreSQL delivers it at
 * commit, never on rollback), and each worker process LISTENs on one connection of its own, opened
 * when its first worker subscribes, so API-only processes hold none.
 */
export function createPostgresJobWakeUp(pool: pg.Pool, log: Logger): JobWakeUp {
  const emitter = new EventEmitter();
  let listener: Promise<ChannelListener> | undefined;
  return {
    async announce(tx, queue) {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${queue})`);
    },
    async subscribe(onQueue) {
      emitter.on(EVENT, onQueue);
      listener ??= listenOnChannel(pool, { channel: CHANNEL, what: 'new jobs', log, onPayload: (queue) => emitter.emit(EVENT, queue) });
      await listener;
    },
    async close() {
      emitter.removeAllListeners();
      // A listener that never opened failed start-up already; there is nothing to give back.
      const current = await listener?.catch(() => undefined);
      await current?.close();
    },
  };
}
