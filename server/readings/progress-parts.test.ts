import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveNotifyKey, sealNotification } from '#server/crypto/notification-seal.ts';
import {
  createPartAssembler,
  encodeProgressParts,
  MAX_EVENT_CHARS,
  MAX_PARTS,
  MAX_PENDING_EVENTS,
  PART_CHARS,
  PENDING_TTL_MS,
  PROGRESS_CHANNEL,
  type ProgressEvent,
} from './progress-parts.ts';

const notifyKey = deriveNotifyKey(randomBytes(32));
const base64 = (text: string) => Buffer.from(text).toString('base64');
/** `text` sealed as this installation seals the event of message-1. */
const sealed = (text: string) => sealNotification(notifyKey, { channel: PROGRESS_CHANNEL, messageId: 'message-1' }, Buffer.from(text)).toString('base64');
/** What a listener gets by decoding the base64 the parts carry. */
const reassemble = (payloads: string[]) =>
  Buffer.from(payloads.map((payload) => (JSON.parse(payload) as { d: string }).d).join(''), 'base64').toString('latin1');
const part = (fields: Record<string, unknown>) => JSON.stringify({ m: 'message-1', i: 0, n: 1, d: sealed('{}'), ...fields });
const SECRET = 'my question about the sea';

/** An event whose partial text needs several NOTIFY payloads. */
const longEvent: ProgressEvent = {
  readingId: 'reading-1',
  status: 'GENERATING',
  partial: { title: 'The Star', answers: [{ index: 0, text: 'hope '.repeat(3_000) }] },
};

describe('reading progress in NOTIFY parts', () => {
  it('reassembles an event sent in several parts', () => {
    const payloads = encodeProgressParts(longEvent, 'message-1', notifyKey)!;
    expect(payloads.length).toBeGreaterThan(1);
    const assembler = createPartAssembler(notifyKey);
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
    ['a sealed text that is not JSON', part({ d: sealed(SECRET) })],
    ['sealed JSON that is not a progress event', part({ d: sealed(JSON.stringify({ readingId: 'r', status: 'LOST', note: SECRET })) })],
  ])('a malformed or oversized payload (%s) is dropped with a reason, never thrown', (_name, payload) => {
    const result = createPartAssembler(notifyKey).accept(payload);
    expect(result).toMatchObject({ dropped: expect.any(String) });
    // The reason goes to the log: it must never quote what the payload held.
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it('never sends an event larger than listeners accept', () => {
    expect(encodeProgressParts({ ...longEvent, partial: { summary: 'x'.repeat(MAX_EVENT_CHARS) } }, 'big', notifyKey)).toBeNull();
  });

  it('drops parts that repeat or disagree on their count', () => {
    const assembler = createPartAssembler(notifyKey);
    expect(assembler.accept(part({ i: 0, n: 3 }))).toBeNull();
    expect(assembler.accept(part({ i: 0, n: 3 }))).toEqual({ dropped: 'part 0 arrived twice' });
    expect(assembler.accept(part({ i: 1, n: 4 }))).toEqual({ dropped: 'parts of one event disagree on their count' });
    expect(assembler.pendingCount()).toBe(0);
  });

  it('holds incomplete events for a few seconds and never more than the pending cap', () => {
    let now = 0;
    const assembler = createPartAssembler(notifyKey, () => now);
    for (let index = 0; index < MAX_PENDING_EVENTS * 3; index += 1) assembler.accept(part({ m: `message-${index}`, n: 2 }));
    expect(assembler.pendingCount()).toBe(MAX_PENDING_EVENTS);
    now = PENDING_TTL_MS;
    expect(assembler.accept(part({ m: 'late', n: 2 }))).toMatchObject({ dropped: expect.stringContaining('expired') });
    expect(assembler.pendingCount()).toBe(1);
  });
});

describe('readings crossing NOTIFY are sealed: events in parts', () => {
  const event: ProgressEvent = { readingId: 'reading-1', status: 'GENERATING', partial: { title: SECRET } };

  it('carries neither the text nor its base64, and opens only under the same key', () => {
    const payloads = encodeProgressParts(event, 'message-1', notifyKey)!;
    expect(payloads.join('')).not.toContain(SECRET);
    expect(reassemble(payloads)).not.toContain(SECRET);
    expect(createPartAssembler(deriveNotifyKey(randomBytes(32))).accept(payloads[0]!)).toMatchObject({ dropped: expect.stringContaining('did not open') });
    expect(createPartAssembler(notifyKey).accept(payloads[0]!)).toEqual({ event });
  });

  it.each([
    ['an unsealed event', () => part({ d: base64(JSON.stringify(event)) })],
    ['a sealed event moved to another message id', () => part({ m: 'message-2', d: sealed(JSON.stringify(event)) })],
    ['a sealed event with one character changed', () => {
      const d = sealed(JSON.stringify(event));
      return part({ d: `${d.slice(0, 20)}${d[20] === 'A' ? 'B' : 'A'}${d.slice(21)}` });
    }],
  ])('%s is dropped without quoting it', (_name, payload) => {
    const result = createPartAssembler(notifyKey).accept(payload());
    expect(result).toEqual({ dropped: expect.stringContaining('did not open') });
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it('still sends a long event in parts under the NOTIFY limit once sealed', () => {
    const payloads = encodeProgressParts(longEvent, 'message-1', notifyKey)!;
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const assembler = createPartAssembler(notifyKey);
    expect(payloads.map((payload) => assembler.accept(payload)).at(-1)).toEqual({ event: longEvent });
  });
});
