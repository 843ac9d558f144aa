import type { ServerResponse } from 'node:http';
import type { SSEReplyInterface } from '@fastify/sse';
import { describe, expect, it } from 'vitest';
import type { AddressedLiveEvent } from './repo';
import { createLiveStream } from './stream';

function fakeConnection() {
  const written: string[] = [];
  const state = { connected: true, buffered: 0 };
  const raw = {
    get writableLength() {
      return state.buffered;
    },
    write(record: string) {
      written.push(record);
      return true;
    },
  } as unknown as ServerResponse;
  const sse = {
    get isConnected() {
      return state.connected;
    },
    close() {
      state.connected = false;
    },
  } as unknown as SSEReplyInterface;
  return { raw, sse, state, written };
}

const session = { userId: 'u1', tokenHash: 'h1' };

const event = (seq: number): AddressedLiveEvent => ({
  id: String(seq),
  seq,
  userId: 'u1',
  type: 'message.created',
  payload: { messageId: `m${seq}` },
});

describe('a live stream', () => {
  it('writes each event once, as an SSE record, and remembers the newest id', () => {
    const connection = fakeConnection();
    const stream = createLiveStream(session, connection.sse, connection.raw, {
      maxBufferedBytes: 1_000,
    });
    stream.deliver([event(3), event(1)]);
    stream.deliver([event(3)]);
    expect(connection.written).toEqual([
      'id: 3\nevent: message.created\ndata: {"messageId":"m3"}\n\n',
      'id: 1\nevent: message.created\ndata: {"messageId":"m1"}\n\n',
    ]);
    expect(stream.lastSeq).toBe(3);
  });

  it('closes instead of buffering more for a client that reads nothing', () => {
    const connection = fakeConnection();
    const stream = createLiveStream(session, connection.sse, connection.raw, {
      maxBufferedBytes: 1_000,
    });
    stream.deliver([event(1)]);
    connection.state.buffered = 1_001;
    stream.deliver([event(2), event(3)]);
    expect(connection.written).toHaveLength(1);
    expect(connection.state.connected).toBe(false);
  });
});
