import type { ServerResponse } from 'node:http';

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/** An open Server-Sent Events response. Every way it ends (the client leaves, the server is done) goes through one close. */
export interface EventStream {
  readonly closed: boolean;
  /** Writes one event; does nothing once closed. */
  send(event: string, data: unknown): void;
  /** Runs `cleanup` once when the stream closes, or at once if it already has. */
  onClose(cleanup: () => void): void;
  /** Stops the heartbeat, runs the cleanups and ends the response; later calls do nothing. */
  close(): void;
}

/** Starts an event stream on a hijacked response; it may already be closed if the client left during the handler's reads. */
export function openEventStream(raw: ServerResponse): EventStream {
  raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  let closed = false;
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
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
