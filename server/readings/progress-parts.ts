import { z } from 'zod';
import { ReadingProgressSchema } from '#common/api/readings.ts';

/** What the result page hears while a reading is written, tagged with its reading for routing between processes. */
export const ProgressEventSchema = z.object({ ...ReadingProgressSchema.shape, readingId: z.string() });
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

/** NOTIFY payloads must stay under 8000 bytes; larger events travel in numbered parts of this much base64. */
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

/** One NOTIFY payload per part of the event, or null when the event is larger than listeners accept. */
export function encodeProgressParts(event: ProgressEvent, messageId: string): string[] | null {
  const encoded = Buffer.from(JSON.stringify(event)).toString('base64');
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
 * Reassembles events from NOTIFY payloads of any sender. Anything malformed, oversized or left
 * incomplete is dropped with a reason instead of throwing: a notification handler that throws takes
 * the process down. Reasons never quote the payload, which may hold a reading's text.
 */
export function createPartAssembler(now: () => number = Date.now) {
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

  const complete = (entry: Pending): PartResult => {
    const json = parseJson(Buffer.from(entry.parts.join(''), 'base64').toString('utf8'));
    const event = ProgressEventSchema.safeParse(json);
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
        return complete(entry);
      }
      pending.set(m, entry);
      const stale = dropStale(time);
      return stale ? { dropped: stale } : null;
    },
    /** How many incomplete events are held (tests prove the count stays bounded). */
    pendingCount: () => pending.size,
  };
}
