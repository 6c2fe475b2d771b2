import { describe, expect, it } from 'vitest';
import {
  createPartAssembler,
  encodeProgressParts,
  MAX_EVENT_CHARS,
  MAX_PARTS,
  MAX_PENDING_EVENTS,
  PART_CHARS,
  PENDING_TTL_MS,
  type ProgressEvent,
} from './progress-parts.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');
const part = (fields: Record<string, unknown>) => JSON.stringify({ m: 'message-1', i: 0, n: 1, d: base64('{}'), ...fields });
const SECRET = 'my question about the sea';

/** An event whose partial text needs several NOTIFY payloads. */
const longEvent: ProgressEvent = {
  readingId: 'reading-1',
  status: 'GENERATING',
  partial: { title: 'The Star', answers: [{ index: 0, text: 'hope '.repeat(3_000) }] },
};

describe('reading progress in NOTIFY parts', () => {
  it('reassembles an event sent in several parts', () => {
    const payloads = encodeProgressParts(longEvent, 'message-1')!;
    expect(payloads.length).toBeGreaterThan(1);
    const assembler = createPartAssembler();
    const results = payloads.map((payload) => assembler.accept(payload));
    expect(results.slice(0, -1)).toEqual(payloads.slice(1).map(() => null));
    expect(results.at(-1)).toEqual({ event: longEvent });
    expect(assembler.pendingCount()).toBe(0);
  });

  it.each([
    ['not JSON', 'not json'],
    ['JSON that is not a part', '{"hello":1}'],
    ['more parts than allowed', part({ n: MAX_PARTS + 1 })],
    ['a part index out of range', part({ i: 3, n: 2 })],
    ['garbage base64', part({ d: '!!! not base64 !!!' })],
    ['a part longer than a part may be', part({ d: 'A'.repeat(PART_CHARS + 4) })],
    ['base64 of something that is not JSON', part({ d: base64(SECRET) })],
    ['JSON that is not a progress event', part({ d: base64(JSON.stringify({ readingId: 'r', status: 'LOST', note: SECRET })) })],
  ])('a malformed or oversized payload (%s) is dropped with a reason, never thrown', (_name, payload) => {
    const result = createPartAssembler().accept(payload);
    expect(result).toMatchObject({ dropped: expect.any(String) });
    // The reason goes to the log: it must never quote what the payload held.
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it('never sends an event larger than listeners accept', () => {
    expect(encodeProgressParts({ ...longEvent, partial: { summary: 'x'.repeat(MAX_EVENT_CHARS) } }, 'big')).toBeNull();
  });

  it('drops parts that repeat or disagree on their count', () => {
    const assembler = createPartAssembler();
    expect(assembler.accept(part({ i: 0, n: 3 }))).toBeNull();
    expect(assembler.accept(part({ i: 0, n: 3 }))).toEqual({ dropped: 'part 0 arrived twice' });
    expect(assembler.accept(part({ i: 1, n: 4 }))).toEqual({ dropped: 'parts of one event disagree on their count' });
    expect(assembler.pendingCount()).toBe(0);
  });

  it('holds incomplete events for a few seconds and never more than the pending cap', () => {
    let now = 0;
    const assembler = createPartAssembler(() => now);
    for (let index = 0; index < MAX_PENDING_EVENTS * 3; index += 1) assembler.accept(part({ m: `message-${index}`, n: 2 }));
    expect(assembler.pendingCount()).toBe(MAX_PENDING_EVENTS);
    now = PENDING_TTL_MS;
    expect(assembler.accept(part({ m: 'late', n: 2 }))).toMatchObject({ dropped: expect.stringContaining('expired') });
    expect(assembler.pendingCount()).toBe(1);
  });
});
