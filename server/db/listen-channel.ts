import type pg from 'pg';
import type { Logger } from 'pino';

/** After the listening connection drops (a restart, a failover), the next attempt to listen waits this long. */
const RECONNECT_MS = 1_000;

/** A LISTEN held open on one dedicated connection; `close` gives the connection back. */
export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * LISTENs on `channel` on a connection of its own, calling `onPayload` for each notification. A lost
 * connection is logged (as `what`) and re-opened, so a restart or failover of PostgreSQL costs only
 * the notifications sent while it was down.
 */
export async function listenOnChannel(
  pool: pg.Pool,
  options: {
    channel: string;
    what: string;
    log: Logger;
    onPayload: (payload: string) => void;
    /** Called each time it listens again after a lost connection: notifications sent meanwhile are gone. */
    onRelisten?: () => void;
  },
): Promise<ChannelListener> {
  const { channel, what, log, onPayload, onRelisten } = options;
  /** The listening connection, and how to give it back: destroyed with an error, else returned to the pool. */
  let listening: { client: pg.PoolClient; release: (error?: Error) => void } | null = null;
  let reconnect: NodeJS.Timeout | undefined;
  let closed = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  };

  const scheduleReconnect = () => {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listen().then(
        () => {
          log.info(`listening for ${what} again`);
          onRelisten?.();
        },
        (error: unknown) => {
          log.error({ err: error }, `could not listen for ${what}; trying again`);
          scheduleReconnect();
        },
      );
    }, RECONNECT_MS);
  };

  async function listen(): Promise<void> {
    const client = await pool.connect();
    const onError = (error: Error) => {
      log.error({ err: error }, `lost the connection listening for ${what}; reconnecting`);
      release(error);
      scheduleReconnect();
    };
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      if (listening?.client === client) listening = null;
      client.off('notification', onNotification);
      // Once released, the pool's own handler takes this connection's errors.
      client.off('error', onError);
      client.release(error);
    };
    client.on('notification', onNotification);
    // Unhandled, an 'error' on this checked-out connection would crash the process.
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    if (closed) release();
    else listening = { client, release };
  }

  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const current = listening;
      if (!current) return;
      const failed = await current.client.query(`UNLISTEN ${channel}`).then(
        () => undefined,
        (error: Error) => error,
      );
      // The error handler may have released it while UNLISTEN was in flight; a connection still
      // listening must not go back to the pool.
      if (listening === current) current.release(failed);
    },
  };
}
