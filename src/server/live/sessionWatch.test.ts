import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSubscriber } from './hub';
import { watchSessions } from './sessionWatch';

function stream(sessionTokenHash: string) {
  const state = { closed: false };
  const subscriber: LiveSubscriber = {
    userId: 'u1',
    sessionTokenHash,
    lastSeq: 0,
    deliver: () => {},
    resync: () => {},
    close: () => {
      state.closed = true;
    },
  };
  return { subscriber, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchSessions', () => {
  it('closes the streams whose session ended, asking once for all open streams', async () => {
    vi.useFakeTimers();
    const ended = stream('gone');
    const kept = [stream('live'), stream('live')];
    const asked: string[][] = [];
    const stop = watchSessions({
      streams: () => [ended.subscriber, ...kept.map((open) => open.subscriber)],
      liveSessions: async (hashes) => {
        asked.push(hashes);
        return new Set(['live']);
      },
      everyMs: 100,
      log: { error: () => {} },
    });
    await vi.advanceTimersByTimeAsync(100);
    stop();
    expect(asked).toEqual([['gone', 'live']]);
    expect(ended.state.closed).toBe(true);
    expect(kept.map((open) => open.state.closed)).toEqual([false, false]);
  });

  it('asks nothing while no stream is open, and keeps streams open when the check fails', async () => {
    vi.useFakeTimers();
    const open: LiveSubscriber[] = [];
    const errors: string[] = [];
    let asked = 0;
    const stop = watchSessions({
      streams: () => open,
      liveSessions: async () => {
        asked += 1;
        throw new Error('database down');
      },
      everyMs: 100,
      log: { error: (_details, message) => errors.push(message) },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(asked).toBe(0);
    const one = stream('live');
    open.push(one.subscriber);
    await vi.advanceTimersByTimeAsync(100);
    stop();
    expect(asked).toBe(1);
    expect(one.state.closed).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
