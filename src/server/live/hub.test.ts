import { describe, expect, it } from 'vitest';
import type { ChannelHandlers } from '../db/client';
import { createLiveHub, type LiveSubscriber } from './hub';
import type { AddressedLiveEvent, LiveRepo } from './repo';

const event = (seq: number, userId: string): AddressedLiveEvent => ({
  id: String(seq),
  seq,
  userId,
  type: 'booking.changed',
  payload: { bookingId: `b${seq}` },
});

function subscriber(userId: string) {
  const got: AddressedLiveEvent[] = [];
  const state = { closed: false, resyncs: 0 };
  const stream: LiveSubscriber = {
    userId,
    sessionTokenHash: `session of ${userId}`,
    lastSeq: 0,
    deliver: (events) => got.push(...events),
    resync: () => {
      state.resyncs += 1;
    },
    close: () => {
      state.closed = true;
    },
  };
  return { stream, got, state };
}

function hubOn(stored: AddressedLiveEvent[]) {
  let handlers: ChannelHandlers | undefined;
  const repo: LiveRepo = {
    byIds: async (ids, userIds) =>
      stored.filter((row) => ids.includes(row.seq) && userIds.includes(row.userId)),
    since: async (userId, afterId) => ({
      kind: 'events',
      events: stored.filter((row) => row.userId === userId && row.seq > afterId),
    }),
    pruneBefore: async () => 0,
  };
  const hub = createLiveHub({
    repo,
    listen: async (_channel, given) => {
      handlers = given;
      return async () => undefined;
    },
    log: { error: () => undefined },
    overlapMs: 0,
    maxStreamsPerUser: 2,
  });
  const notify = (payload: string) => handlers?.onPayload(payload);
  const reconnected = () => handlers?.onResubscribed?.();
  return { hub, notify, reconnected };
}

describe('the live hub', () => {
  it('hands a notified event to the open streams of its recipient only', async () => {
    const { hub, notify } = hubOn([event(1, 'ann'), event(2, 'bob')]);
    await hub.start();
    const ann = subscriber('ann');
    const bob = subscriber('bob');
    hub.subscribe(ann.stream);
    hub.subscribe(bob.stream);
    notify('1,2,not-an-id');
    await expect.poll(() => bob.got.length).toBe(1);
    expect(ann.got.map((row) => row.id)).toEqual(['1']);
    expect(bob.got.map((row) => row.id)).toEqual(['2']);
  });

  it('ends a person’s oldest stream when they open more than the limit', () => {
    const { hub } = hubOn([]);
    const tabs = [subscriber('ann'), subscriber('ann'), subscriber('ann')];
    for (const tab of tabs) hub.subscribe(tab.stream);
    expect(tabs.map((tab) => tab.state.closed)).toEqual([true, false, false]);
  });

  it('lets streams catch up when the listening connection was lost and is back', async () => {
    const { hub, reconnected } = hubOn([event(4, 'ann'), event(5, 'ann')]);
    await hub.start();
    const ann = subscriber('ann');
    ann.stream.lastSeq = 4;
    hub.subscribe(ann.stream);
    reconnected();
    await expect.poll(() => ann.got.map((row) => row.id)).toEqual(['5']);
  });
});
