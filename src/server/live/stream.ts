import type { ServerResponse } from 'node:http';
import type { SSEReplyInterface } from '@fastify/sse';
import type { LiveSubscriber } from './hub';
import type { AddressedLiveEvent } from './repo';

/** The stream's own event, outside the live event types: "your cursor is lost, read again". */
export const RESYNC_EVENT = 'resync';

export interface LiveStreamLimits {
  /**
   * Bytes a client may leave unread before its stream is closed. A stuck or very slow client
   * would otherwise make the server buffer every event for it; closed, it reconnects with its
   * Last-Event-ID and catches up from the database.
   */
  maxBufferedBytes: number;
}

/** Ids sent recently on this stream, so an event caught up and also pushed goes out once. */
const REMEMBERED_IDS = 1_000;

/**
 * One tab's stream: writes the events the hub delivers as `id:` / `event:` / `data:` records,
 * once each, and closes itself rather than buffer without bound for a client that reads nothing.
 */
export function createLiveStream(
  session: { userId: string; tokenHash: string },
  sse: SSEReplyInterface,
  raw: ServerResponse,
  limits: LiveStreamLimits,
): LiveSubscriber {
  const sent = new Set<number>();

  function remember(seq: number) {
    sent.add(seq);
    if (sent.size > REMEMBERED_IDS) {
      const oldest = sent.values().next();
      if (!oldest.done) sent.delete(oldest.value);
    }
  }

  /**
   * Written straight to the socket rather than through `sse.send`, which waits for each record
   * to drain: the check above bounds what piles up unread instead.
   */
  function write(record: string) {
    if (!sse.isConnected) return;
    if (raw.writableLength > limits.maxBufferedBytes) {
      sse.close();
      return;
    }
    raw.write(record);
  }

  const subscriber: LiveSubscriber = {
    userId: session.userId,
    sessionTokenHash: session.tokenHash,
    lastSeq: 0,
    deliver(events: AddressedLiveEvent[]) {
      for (const event of events) {
        if (sent.has(event.seq)) continue;
        remember(event.seq);
        subscriber.lastSeq = Math.max(subscriber.lastSeq, event.seq);
        write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
      }
    },
    resync() {
      write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
    },
    close() {
      sse.close();
    },
  };
  return subscriber;
}
