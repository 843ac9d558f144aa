import { describe, expect, it } from 'vitest';
import type { LiveSubscriber } from './hub';
import { revocationHandlers } from './revocations';

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

describe('revocationHandlers', () => {
  it('closes every stream of the named session at once, and no other', () => {
    const revoked = [stream('revoked'), stream('revoked')];
    const kept = stream('kept');
    const asked: string[][] = [];
    const handlers = revocationHandlers({
      streams: () => [...revoked.map((open) => open.subscriber), kept.subscriber],
      liveSessions: async (hashes) => {
        asked.push(hashes);
        return new Set(hashes);
      },
      onCheckFailed: () => {},
    });
    handlers.onPayload('revoked');
    expect(revoked.map((open) => open.state.closed)).toEqual([true, true]);
    expect(kept.state.closed).toBe(false);
    // A notice is enough: no query.
    expect(asked).toEqual([]);
  });

  it('checks every open stream’s session once when notices may have been lost', async () => {
    const ended = stream('ended');
    const live = stream('live');
    const asked: string[][] = [];
    const handlers = revocationHandlers({
      streams: () => [ended.subscriber, live.subscriber],
      liveSessions: async (hashes) => {
        asked.push(hashes);
        return new Set(['live']);
      },
      onCheckFailed: () => {},
    });
    handlers.onResubscribed?.();
    await expect.poll(() => ended.state.closed).toBe(true);
    expect(asked).toEqual([['ended', 'live']]);
    expect(live.state.closed).toBe(false);
  });

  it('reports a check that failed', async () => {
    const failure = new Error('database unavailable');
    const reported: unknown[] = [];
    const handlers = revocationHandlers({
      streams: () => [stream('any').subscriber],
      liveSessions: async () => {
        throw failure;
      },
      onCheckFailed: (error) => reported.push(error),
    });
    handlers.onResubscribed?.();
    await expect.poll(() => reported).toEqual([failure]);
  });
});
