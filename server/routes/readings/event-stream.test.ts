import { EventEmitter } from 'node:events';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RENEW_EVENT } from '#common/api/readings.ts';
import { openEventStream, STREAM_LIFETIME_MS } from './event-stream.ts';

/** The parts of a response a stream uses, recording what it was sent. */
class RecordedResponse extends EventEmitter {
  head: OutgoingHttpHeaders | undefined;
  written = '';
  writableEnded = false;
  destroyed = false;
  writeHead(_status: number, headers: OutgoingHttpHeaders) {
    this.head = headers;
    return this;
  }
  write(chunk: string) {
    this.written += chunk;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
}

const open = (options?: Parameters<typeof openEventStream>[1]) => {
  const raw = new RecordedResponse();
  return { raw, stream: openEventStream(raw as unknown as ServerResponse, options) };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a maximum lifetime for live event streams', () => {
  it('ends a stream still open after its lifetime with the event that tells the browser to reconnect', () => {
    const { raw, stream } = open();
    const cleanup = vi.fn();
    stream.onClose(cleanup);
    vi.advanceTimersByTime(STREAM_LIFETIME_MS - 1);
    expect(stream.closed).toBe(false);
    expect(raw.written).not.toContain(STREAM_RENEW_EVENT);

    vi.advanceTimersByTime(1);
    expect(raw.written.endsWith(`event: ${STREAM_RENEW_EVENT}\ndata: {}\n\n`)).toBe(true);
    expect(stream.closed).toBe(true);
    expect(raw.writableEnded).toBe(true);
    expect(cleanup).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind a stream that ended before its lifetime, whether the server or the client ended it', () => {
    const byServer = open({ lifetimeMs: 60_000 });
    byServer.stream.close();
    const byClient = open({ lifetimeMs: 60_000 });
    byClient.raw.emit('close');
    expect(byClient.stream.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(60_000);
    for (const { raw } of [byServer, byClient]) expect(raw.written).not.toContain(STREAM_RENEW_EVENT);
  });

  it('keeps sending heartbeats until then, and the app’s headers with its own', () => {
    const { raw } = open({ lifetimeMs: 40_000, headers: { 'permissions-policy': 'camera=()', 'content-type': 'application/json' } });
    expect(raw.head).toMatchObject({ 'permissions-policy': 'camera=()', 'content-type': 'text/event-stream' });
    vi.advanceTimersByTime(39_999);
    expect(raw.written.match(/: keep-alive/g)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(raw.writableEnded).toBe(true);
  });
});
