import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgListener } from '../../src/server/db/listener';

/**
 * A TCP relay to PostgreSQL that can go silent, as a NAT or firewall does when it forgets an
 * idle flow: bytes stop in both directions and neither side hears that the connection is gone.
 */
function silenceableRelay(target: URL) {
  const sockets = new Set<Socket>();
  const silenced = new WeakSet<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = createConnection(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!silenced.has(from)) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  return {
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no relay port');
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(address.port);
      return url.toString();
    },
    /** Connections open now go silent for good; later ones are relayed. */
    silenceOpenConnections(): void {
      for (const socket of sockets) silenced.add(socket);
    },
    async stop(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const relay = silenceableRelay(new URL(process.env.TEST_DATABASE_URL ?? ''));
let relayUrl = '';

beforeAll(async () => {
  relayUrl = await relay.start();
});

afterAll(() => relay.stop());

describe('a LISTEN connection dropped silently', () => {
  it('is found out by its liveness check, opened again and its subscribers told', async () => {
    const channel = `liveness_${process.pid}`;
    const listener = createPgListener({ connectionString: relayUrl }, () => undefined, {
      everyMs: 100,
      timeoutMs: 300,
    });
    const onPayload = vi.fn<(payload: string) => void>();
    const onResubscribed = vi.fn<() => void>();
    const notifier = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await notifier.connect();
    try {
      await listener.listen(channel, { onPayload, onResubscribed });
      relay.silenceOpenConnections();
      await notifier.query('SELECT pg_notify($1, $2)', [channel, 'while silent']);

      await vi.waitFor(() => expect(onResubscribed).toHaveBeenCalledOnce(), { timeout: 5_000 });
      expect(onPayload).not.toHaveBeenCalled();
      await notifier.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await vi.waitFor(() => expect(onPayload).toHaveBeenCalledWith('after'), { timeout: 5_000 });
    } finally {
      await notifier.end();
      await listener.close();
    }
  });
});
