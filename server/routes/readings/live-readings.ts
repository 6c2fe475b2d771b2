import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type ReadingProgress, type ReadingStatus, SETTLED_STATUSES } from '#common/api/readings.ts';
import type { Db } from '#server/db/database.ts';
import { reading, readingClarifier } from '#server/db/schema/readings.ts';
import type { ProgressBus, StatusNews } from '#server/readings/progress-bus.ts';
import type { EventStream } from './event-stream.ts';

/** A burst of queue news (a worker claiming many readings at once) becomes one re-read at most this often. */
export const QUEUE_REREAD_MS = 250;
/** The safety net for a lost notification: every open stream's reading is checked this often, all in one query. */
export const SWEEP_MS = 20_000;

/** How far along each status is: a stream never steps back, whichever of a notification and a read arrives last. */
const PROGRESS: Record<ReadingStatus, number> = { QUEUED: 0, GENERATING: 1, ACTIVE: 2, SAVED: 2, FAILED: 2 };
/** Statuses that take a reading out of the queue or say it left: claimed, failed, or discarded while queued. */
const MOVES_QUEUE = new Set<ReadingStatus>(['QUEUED', 'GENERATING', 'FAILED']);

/** One open stream and what it has told its client so far. */
interface Watched {
  readingId: string;
  stream: EventStream;
  /** Whether this session may hear partial text (it could open the sealed reading). */
  unlocked: boolean;
  status: ReadingStatus | undefined;
  queuePosition: number | undefined;
  /** The newest read applied to this stream, so a slower, older read cannot overwrite it. */
  readNumber: number;
}

interface LiveRow {
  status: ReadingStatus;
  queuePosition: number | null;
}

/**
 * Reads the watched rows' statuses and queue positions (1 for the next reading to be written), any number in one query.
 * An id that names no reading may be a clarifier's (docs/product.md#clarifiers): those are looked up in a second query,
 * only when some id was not a reading, and have no queue position (the place in line is the reading queue's).
 */
function liveRowReader(db: Db): (ids: readonly string[]) => Promise<Map<string, LiveRow>> {
  const ahead = alias(reading, 'ahead');
  const waitingAhead = db
    .select({ value: count() })
    .from(ahead)
    .where(and(eq(ahead.status, 'QUEUED'), lt(ahead.createdAt, reading.createdAt)));
  const queuePosition = sql<number | null>`case when ${reading.status} = 'QUEUED' then (${waitingAhead}) + 1 end`.mapWith(Number);
  return async (ids) => {
    const wanted = [...new Set(ids)];
    const rows = await db.select({ id: reading.id, status: reading.status, queuePosition }).from(reading).where(inArray(reading.id, wanted));
    const found = new Map<string, LiveRow>(rows.map(({ id, ...row }) => [id, row]));
    const rest = wanted.filter((id) => !found.has(id));
    if (rest.length === 0) return found;
    const clarifiers = await db.select({ id: readingClarifier.id, status: readingClarifier.status }).from(readingClarifier).where(inArray(readingClarifier.id, rest));
    for (const { id, status } of clarifiers) found.set(id, { status, queuePosition: null });
    return found;
  };
}

/** Open live streams of this process, kept current by pushed news rather than by each polling. */
export interface LiveReadings {
  /** Streams the progress of `readingId` (a reading's or a clarifier's id) to `stream` until it closes; everything it set up ends with it. */
  watch(readingId: string, stream: EventStream, unlocked: boolean): void;
}

export interface LiveReadingsOptions {
  db: Db;
  progress: ProgressBus;
  log: FastifyBaseLogger;
  queueRereadMs?: number;
  sweepMs?: number;
}

/**
 * docs/architecture.md#live-events. Each stream hears its reading's (or clarifier's: they are keyed alike) events from the bus. A reading
 * leaving the queue (any reading's status news) re-reads the positions of the queued streams, bursts
 * coalesced. A missed notification is caught by re-reading a stream's row once when it subscribes,
 * when the bus says it may have missed events, and by one sweep over all open streams. The bus
 * subscription and both timers exist only while some stream is open.
 */
export function createLiveReadings({ db, progress, log, queueRereadMs = QUEUE_REREAD_MS, sweepMs = SWEEP_MS }: LiveReadingsOptions): LiveReadings {
  const watched = new Set<Watched>();
  const readLiveRows = liveRowReader(db);
  let reads = 0;

  const deliver = (target: Watched, { partial, ...rest }: ReadingProgress) => {
    if (target.status !== undefined && PROGRESS[rest.status] < PROGRESS[target.status]) return;
    target.status = rest.status;
    target.queuePosition = rest.queuePosition ?? target.queuePosition;
    target.stream.send('progress', target.unlocked && partial ? { ...rest, partial } : rest);
    if (SETTLED_STATUSES.includes(rest.status)) target.stream.close();
  };

  const apply = (target: Watched, readNumber: number, row: LiveRow | undefined) => {
    if (target.stream.closed || readNumber < target.readNumber) return;
    target.readNumber = readNumber;
    // A reading deleted while watched (discarded, or its user started over): its page finds it gone.
    if (!row) return target.stream.close();
    const position = row.queuePosition ?? undefined;
    const changed = row.status !== target.status || (row.status === 'QUEUED' && position !== target.queuePosition);
    // While GENERATING the bus carries the news with its text; a read only fills in what it missed.
    if (changed) deliver(target, { status: row.status, ...(position === undefined ? {} : { queuePosition: position }) });
  };

  /** Re-reads the targets' rows in one query; false if the query failed (logged). */
  const reread = async (targets: readonly Watched[]): Promise<boolean> => {
    const open = targets.filter((target) => !target.stream.closed);
    if (open.length === 0) return true;
    reads += 1;
    const readNumber = reads;
    try {
      const rows = await readLiveRows(open.map((target) => target.readingId));
      for (const target of open) apply(target, readNumber, rows.get(target.readingId));
      return true;
    } catch (error) {
      log.warn({ err: error }, 'could not re-read the readings of live streams');
      return false;
    }
  };

  // Queue news: the first re-read at once, then at most one per interval, covering all news meanwhile.
  let queueTimer: NodeJS.Timeout | undefined;
  let queueRead: Promise<unknown> | undefined;
  let queueNewsWaiting = false;
  let lastQueueRead = Number.NEGATIVE_INFINITY;
  const rereadQueue = () => {
    queueTimer = undefined;
    lastQueueRead = performance.now();
    // A stream still waiting for its first read is included: that read may have begun before the news.
    queueRead = reread([...watched].filter((target) => target.status === undefined || target.status === 'QUEUED')).then(() => {
      queueRead = undefined;
      if (queueNewsWaiting) queueMoved();
    });
  };
  const queueMoved = () => {
    queueNewsWaiting = queueRead !== undefined;
    if (queueRead || queueTimer || watched.size === 0) return;
    const wait = lastQueueRead + queueRereadMs - performance.now();
    if (wait <= 0) rereadQueue();
    else queueTimer = setTimeout(rereadQueue, wait);
  };

  const onNews = (news: StatusNews) => {
    if (news.kind === 'missed') void reread([...watched]);
    else if (MOVES_QUEUE.has(news.status)) queueMoved();
  };

  let stopNews: (() => void) | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const start = () => {
    stopNews = progress.subscribeStatuses(onNews);
    sweep = setInterval(() => void reread([...watched]), sweepMs);
  };
  const stop = () => {
    stopNews?.();
    clearInterval(sweep);
    clearTimeout(queueTimer);
    queueTimer = undefined;
    queueNewsWaiting = false;
  };

  return {
    watch(readingId, stream, unlocked) {
      const target: Watched = { readingId, stream, unlocked, status: undefined, queuePosition: undefined, readNumber: 0 };
      const unsubscribe = progress.subscribe(readingId, ({ readingId: _id, ...event }) => deliver(target, event));
      watched.add(target);
      if (watched.size === 1) start();
      stream.onClose(() => {
        unsubscribe();
        if (watched.delete(target) && watched.size === 0) stop();
      });
      // Subscribed first, then read: a change between the caller's read and the subscription is not lost.
      void reread([target]).then((ok) => {
        if (!ok) stream.close();
      });
    },
  };
}
