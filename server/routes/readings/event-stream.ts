import type { ServerResponse } from 'node:http';
import { STREAM_RENEW_EVENT } from '#common/api/readings.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * The longest a stream stays open. Its session is checked once, when it opens: a bound on its life bounds how long
 * a session signed out or revoked since keeps hearing a reading's text, and lets a stream move to another process
 * after a deploy or a scale-out. Thirty minutes is far longer than a reading takes to write, so nearly every stream
 * ends with its reading; one still open then ends with {@link STREAM_RENEW_EVENT}, and the browser reconnects.
 */
export const STREAM_LIFETIME_MS = 30 * 60_000;

/** An open Server-Sent Events response. Every way it ends (the client leaves, the server is done) goes through one close. */
export interface EventStream {
  readonly closed: boolean;
  /** Writes one event; does nothing once closed. */
  send(event: string, data: unknown): void;
  /** Runs `cleanup` once when the stream closes, or at once if it already has. */
  onClose(cleanup: () => void): void;
  /** Stops the heartbeat and the lifetime, runs the cleanups and ends the response; later calls do nothing. */
  close(): void;
}

export interface EventStreamOptions {
  /** What the app's hooks set on the reply before it was hijacked (its security headers), sent along with the stream's own. */
  headers?: Record<string, string | number | string[] | undefined>;
  /** {@link STREAM_LIFETIME_MS} unless a test shortens it. */
  lifetimeMs?: number;
}

/** Starts an event stream on a hijacked response; it may already be closed if the client left during the handler's reads. */
export function openEventStream(raw: ServerResponse, { headers = {}, lifetimeMs = STREAM_LIFETIME_MS }: EventStreamOptions = {}): EventStream {
  raw.writeHead(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  let closed = false;
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => {
    raw.write(`event: ${STREAM_RENEW_EVENT}\ndata: {}\n\n`);
    close();
  }, lifetimeMs);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (!raw.writableEnded) raw.end();
  };
  raw.once('close', close);
  // A write racing a connection that just went away: end quietly rather than as an unhandled 'error'.
  raw.on('error', close);
  if (raw.destroyed) close();
  return {
    get closed() {
      return closed;
    },
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    close,
  };
}
