import pg from 'pg';

/** What a subscriber hears on a channel: each payload, and when notifications may have been lost. */
export interface ChannelHandlers {
  onPayload(payload: string): void;
  /**
   * The connection that listens was lost and is back: NOTIFYs sent meanwhile never arrived, so
   * whoever relies on them must catch up another way (re-read, drop caches).
   */
  onResubscribed?(): void;
}

export type Unlisten = () => Promise<void>;

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * A listening connection only receives: one dropped silently (a NAT or firewall forgetting an
 * idle flow) would never error, and every notice meanwhile would be lost unnoticed. So it is
 * asked a trivial query now and then; no answer in time counts as the connection lost.
 */
export interface LivenessCheck {
  everyMs: number;
  timeoutMs: number;
}

const LIVENESS_CHECK: LivenessCheck = { everyMs: 30_000, timeoutMs: 10_000 };

/** Channel names are identifiers: only ours, never user input, but quoted all the same. */
function quoted(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}

/**
 * LISTEN on one dedicated PostgreSQL connection for the whole process. A pooled connection would
 * not do: the pool hands it to other queries and closes it when idle, and a LISTEN belongs to
 * its session. When the connection drops, it is opened again with growing pauses and every
 * channel is listened to again; subscribers are then told they may have missed something.
 */
export function createPgListener(
  config: pg.ClientConfig,
  log: (message: string) => void,
  liveness: LivenessCheck = LIVENESS_CHECK,
) {
  const channels = new Map<string, Set<ChannelHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let livenessTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  function dispatch(message: pg.Notification) {
    for (const handlers of channels.get(message.channel) ?? []) {
      handlers.onPayload(message.payload ?? '');
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect()
        .then(() => {
          for (const set of channels.values()) {
            for (const handlers of set) handlers.onResubscribed?.();
          }
        })
        .catch((error: unknown) => {
          log(`LISTEN connection failed: ${error instanceof Error ? error.message : error}`);
          scheduleReconnect();
        });
    }, delay);
    reconnectTimer.unref();
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    clearInterval(livenessTimer);
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function answersWithin(which: pg.Client, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to a liveness check within ${timeoutMs} ms`)),
        timeoutMs,
      );
      which
        .query('SELECT 1')
        .then(() => resolve(), reject)
        .finally(() => clearTimeout(timer));
    });
  }

  function watchLiveness(which: pg.Client) {
    clearInterval(livenessTimer);
    let checking = false;
    livenessTimer = setInterval(() => {
      if (checking) return;
      checking = true;
      answersWithin(which, liveness.timeoutMs)
        .catch((error: unknown) => {
          if (client !== which) return;
          log(`LISTEN connection unresponsive: ${error instanceof Error ? error.message : error}`);
          lost(which);
          // A silent peer would never answer the goodbye, leaving the socket open for hours.
          which.connection.stream.destroy();
        })
        .finally(() => {
          checking = false;
        });
    }, liveness.everyMs);
    livenessTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    // Keepalive lets the operating system find a dead peer too, below the liveness check.
    const next = new pg.Client({ ...config, keepAlive: true });
    next.on('error', (error) => {
      log(`LISTEN connection lost: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', dispatch);
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    if (closed) {
      await next.end();
      throw new Error('the listener was closed while connecting');
    }
    client = next;
    failures = 0;
    watchLiveness(next);
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten> {
      const set = channels.get(channel) ?? new Set<ChannelHandlers>();
      const first = set.size === 0;
      set.add(handlers);
      channels.set(channel, set);
      const connected = await connect();
      if (first) await connected.query(`LISTEN ${quoted(channel)}`);
      return async () => {
        set.delete(handlers);
        if (set.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(livenessTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
