import { z } from 'zod';
import { ReadingProgressSchema } from '#common/api/readings.ts';
import { openNotification, sealNotification } from '#server/crypto/notification-seal.ts';

/** What the result page hears while a reading is written, tagged with its reading for routing between processes. */
export const ProgressEventSchema = z.object({ ...ReadingProgressSchema.shape, readingId: z.string() });
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

/** The NOTIFY channel that carries reading progress between processes on PostgreSQL. */
export const PROGRESS_CHANNEL = 'arcana_reading_progress';

/** NOTIFY payloads must stay under 8000 bytes; larger sealed events travel in numbered parts of this much base64. */
export const PART_CHARS = Math.ceil((5000 * 4) / 3);
/** The most parts one event may have: the partial text of an eleven-card reading needs fewer than ten. */
export const MAX_PARTS = 32;
/** The most base64 one event may reassemble to (each part's length is capped too), so no sender can make listeners hold megabytes. */
export const MAX_EVENT_CHARS = MAX_PARTS * PART_CHARS;
/** An incomplete event older than this is dropped: its sender's parts follow each other within milliseconds. */
export const PENDING_TTL_MS = 10_000;
/** The most incomplete events held at once (one per reading being written is the normal case). */
export const MAX_PENDING_EVENTS = 32;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PartSchema = z.object({
  m: z.string().min(1).max(64),
  i: z.number().int().nonnegative(),
  n: z.number().int().positive(),
  d: z.string().max(PART_CHARS).regex(BASE64),
});

/**
 * One NOTIFY payload per part of the event, sealed under `notifyKey` (server/crypto/notification-seal.ts) for this
 * channel and `messageId`, or null when the sealed event is larger than listeners accept.
 */
export function encodeProgressParts(event: ProgressEvent, messageId: string, notifyKey: Buffer): string[] | null {
  const address = { channel: PROGRESS_CHANNEL, messageId };
  const encoded = sealNotification(notifyKey, address, Buffer.from(JSON.stringify(event))).toString('base64');
  if (encoded.length > MAX_EVENT_CHARS) return null;
  const count = Math.max(1, Math.ceil(encoded.length / PART_CHARS));
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({ m: messageId, i: index, n: count, d: encoded.slice(index * PART_CHARS, (index + 1) * PART_CHARS) }),
  );
}

/** What one payload completed: an event, nothing yet, or a reason it (or an older incomplete event) was dropped. */
export type PartResult = { event: ProgressEvent } | { dropped: string } | null;

interface Pending {
  parts: (string | undefined)[];
  received: number;
  firstSeenAt: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reassembles events from NOTIFY payloads of any sender, and opens them. Any role that can connect may NOTIFY on the
 * channel, so anything malformed, oversized, left incomplete or not sealed under `notifyKey` for its own message id is
 * dropped with a reason instead of throwing: a notification handler that throws takes the process down. Reasons never
 * quote the payload.
 */
export function createPartAssembler(notifyKey: Buffer, now: () => number = Date.now) {
  const pending = new Map<string, Pending>();

  const dropStale = (time: number): string | null => {
    let dropped = 0;
    // A Map iterates in insertion order, so the oldest come first.
    for (const [id, entry] of pending) {
      if (time - entry.firstSeenAt < PENDING_TTL_MS && pending.size <= MAX_PENDING_EVENTS) break;
      pending.delete(id);
      dropped += 1;
    }
    return dropped > 0 ? `${dropped} incomplete event(s) expired or exceeded the pending limit` : null;
  };

  const complete = (messageId: string, entry: Pending): PartResult => {
    let opened: Buffer;
    try {
      opened = openNotification(notifyKey, { channel: PROGRESS_CHANNEL, messageId }, Buffer.from(entry.parts.join(''), 'base64'));
    } catch {
      return { dropped: 'the event did not open: not sealed under this installation’s JOB_KEY for its message, or altered' };
    }
    const event = ProgressEventSchema.safeParse(parseJson(opened.toString('utf8')));
    return event.success ? { event: event.data } : { dropped: 'the reassembled event is not a progress event' };
  };

  return {
    accept(payload: string): PartResult {
      const time = now();
      const part = PartSchema.safeParse(parseJson(payload));
      if (!part.success) return { dropped: `not a progress part (${payload.length} characters)` };
      const { m, i, n, d } = part.data;
      if (n > MAX_PARTS) return { dropped: `${n} parts is more than ${MAX_PARTS}` };
      if (i >= n) return { dropped: `part ${i} of ${n} is out of range` };
      const entry = pending.get(m) ?? { parts: Array.from<string | undefined>({ length: n }), received: 0, firstSeenAt: time };
      if (entry.parts.length !== n) {
        pending.delete(m);
        return { dropped: 'parts of one event disagree on their count' };
      }
      if (entry.parts[i] !== undefined) return { dropped: `part ${i} arrived twice` };
      entry.parts[i] = d;
      entry.received += 1;
      if (entry.received === n) {
        pending.delete(m);
        return complete(m, entry);
      }
      pending.set(m, entry);
      const stale = dropStale(time);
      return stale ? { dropped: stale } : null;
    },
    /** How many incomplete events are held (tests prove the count stays bounded). */
    pendingCount: () => pending.size,
  };
}
