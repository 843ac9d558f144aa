import { connect, type Socket } from 'node:net';

export type SlowKind =
  | 'headers a byte at a time'
  | 'nothing after connecting'
  | 'body a byte at a time';

export interface SlowSocket {
  kind: SlowKind;
  /** Milliseconds from connecting until the server closed it; undefined while open. */
  closedAfterMs?: number;
  /** The status line the server sent before closing, if any (Node answers 408). */
  answer?: string;
}

const BYTE_INTERVAL_MS = 500;

/**
 * One misbehaving client (the slow body goes to the webhook, a public route without a rate
 * limit that reads the whole body before answering): it sends a request line and then its headers, or its body, a byte
 * every half second, or nothing at all; it never finishes on its own.
 */
export function openSlowSocket(port: number, kind: SlowKind): SlowSocket {
  const record: SlowSocket = { kind };
  const started = performance.now();
  const socket: Socket = connect(port, '127.0.0.1');
  let timer: ReturnType<typeof setInterval> | undefined;
  socket.setNoDelay(true);
  socket.on('connect', () => {
    if (kind === 'nothing after connecting') return;
    const head =
      kind === 'headers a byte at a time'
        ? 'GET /api/items HTTP/1.1\r\nHost: 127.0.0.1\r\n'
        : 'POST /api/payments/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    socket.write(head);
    const drip = kind === 'headers a byte at a time' ? 'X-Slow: ' : '{"email":"';
    let sent = 0;
    timer = setInterval(() => {
      socket.write(drip[sent % drip.length] ?? 'a');
      sent += 1;
    }, BYTE_INTERVAL_MS);
  });
  socket.on('data', (chunk: Buffer) => {
    record.answer ??= chunk.toString().split('\r\n')[0];
  });
  // Writes after the server closed fail; the close itself is what is measured.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (timer) clearInterval(timer);
    record.closedAfterMs = performance.now() - started;
  });
  return record;
}
