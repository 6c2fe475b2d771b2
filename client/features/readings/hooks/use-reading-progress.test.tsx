import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_STATUSES, STREAM_RENEW_EVENT } from '#common/api/readings.ts';
import { useReadingProgress } from './use-reading-progress.ts';

/**
 * A stand-in for the browser's EventSource that keeps its readyState as the browser does: an ended response turns
 * it to CONNECTING while the browser reconnects on its own, and a refused reconnection to CLOSED.
 */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static created: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.created.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  private dispatch(type: string, data = '') {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))));
  }
  progress(data: unknown) {
    this.dispatch('progress', JSON.stringify(data));
  }
  renew() {
    this.dispatch(STREAM_RENEW_EVENT, '{}');
  }
  /** The server ended the response: the browser fires `error` and reconnects by itself. */
  ended() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatch('error');
  }
  /** The reconnection succeeded. */
  reopened() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatch('open');
  }
  /** The server refused the reconnection (an error status): the browser gives up. */
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatch('error');
  }
}

beforeEach(() => {
  FakeEventSource.created = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  connectionIs('online');
});

/** The browser says the device lost or regained its connection. */
function connectionIs(state: 'online' | 'offline') {
  act(() => void window.dispatchEvent(new Event(state)));
}

function listen() {
  const handlers = { onSettled: vi.fn(), onUnavailable: vi.fn(), onResumed: vi.fn() };
  const { result, unmount } = renderHook(() => useReadingProgress('r1', true, handlers));
  return { handlers, result, unmount, source: FakeEventSource.created.at(-1)! };
}

describe('a maximum lifetime for live event streams, as the client resumes it', () => {
  it('lets the browser reconnect after the server renews the stream, keeps what it heard, and settles on the new stream', () => {
    const { handlers, result, source } = listen();
    source.progress({ status: 'GENERATING', partial: { title: 'The Tower' } });
    source.renew();
    source.ended();
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    expect(handlers.onUnavailable).not.toHaveBeenCalled();

    source.reopened();
    source.progress({ status: 'GENERATING', partial: { summary: 'Change comes.' } });
    expect(result.current?.partial).toMatchObject({ title: 'The Tower', summary: 'Change comes.' });
    source.progress({ status: 'ACTIVE' });
    expect(handlers.onSettled).toHaveBeenCalledOnce();
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
    expect(FakeEventSource.created).toHaveLength(1);
  });

  it('renews as often as the server asks, each time once', () => {
    const { handlers, source } = listen();
    for (let renewal = 0; renewal < 3; renewal += 1) {
      source.renew();
      source.ended();
      source.reopened();
    }
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
    expect(source.readyState).toBe(FakeEventSource.OPEN);
  });

  it('falls back to polling when the reconnection after a renewal fails, or keeps failing', () => {
    const refused = listen();
    refused.source.renew();
    refused.source.ended();
    refused.source.refused();
    expect(refused.handlers.onUnavailable).toHaveBeenCalledOnce();

    const unreachable = listen();
    unreachable.source.renew();
    unreachable.source.ended();
    unreachable.source.ended();
    expect(unreachable.source.readyState).toBe(FakeEventSource.CLOSED);
    expect(unreachable.handlers.onUnavailable).toHaveBeenCalledOnce();
  });

  it('falls back to polling, as before, when a stream ends without a renewal', () => {
    const { handlers, source } = listen();
    source.ended();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(handlers.onUnavailable).toHaveBeenCalledOnce();
  });
});

describe('One name for the in-progress and settled status sets, as the client follows a stream', () => {
  // The server ends the stream on each of these (server/routes/readings/events.ts): one already saved elsewhere included.
  it.each(SETTLED_STATUSES)('settles on %s and closes the stream itself, without falling back to polling', (status) => {
    const { handlers, source } = listen();
    source.progress({ status });
    expect(handlers.onSettled).toHaveBeenCalledOnce();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(handlers.onUnavailable).not.toHaveBeenCalled();
  });
});

describe('the live stream after the connection drops and returns', () => {
  it('polls while offline, opens the stream again once back online and stops polling, keeping its text without doubling it', () => {
    const { handlers, result, source } = listen();
    source.progress({ status: 'GENERATING', partial: { title: 'The Tower', answers: [{ index: 0, text: 'A sudden' }] } });
    connectionIs('offline');
    source.ended();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(handlers.onUnavailable).toHaveBeenCalledOnce();

    connectionIs('online');
    expect(FakeEventSource.created).toHaveLength(2);
    const again = FakeEventSource.created[1]!;
    expect(again.url).toBe(source.url);
    expect(handlers.onResumed).not.toHaveBeenCalled();
    again.reopened();
    expect(handlers.onResumed).toHaveBeenCalledOnce();
    // The new stream says the text so far, which replaces what was heard: the answer is not written twice.
    again.progress({ status: 'GENERATING', partial: { answers: [{ index: 0, text: 'A sudden change' }] } });
    expect(result.current?.partial).toEqual({ title: 'The Tower', summary: undefined, answers: [{ index: 0, text: 'A sudden change' }] });
    again.progress({ status: 'ACTIVE' });
    expect(handlers.onSettled).toHaveBeenCalledOnce();
  });

  it('opens one stream per return online, and none once the page is gone', () => {
    const { source, unmount } = listen();
    connectionIs('offline');
    source.ended();
    connectionIs('online');
    connectionIs('online');
    expect(FakeEventSource.created).toHaveLength(2);

    const again = FakeEventSource.created[1]!;
    connectionIs('offline');
    again.ended();
    unmount();
    connectionIs('online');
    expect(FakeEventSource.created).toHaveLength(2);
  });

  it('keeps polling when the stream failed while online, until the device has been offline and back', () => {
    const { handlers, source } = listen();
    source.refused();
    expect(handlers.onUnavailable).toHaveBeenCalledOnce();
    expect(FakeEventSource.created).toHaveLength(1);
    connectionIs('offline');
    connectionIs('online');
    expect(FakeEventSource.created).toHaveLength(2);
  });
});
