import type { ChannelHandlers, Unlisten } from '../db/client';
import type { ErrorLog } from '../errorLog';
import { LIVE_CHANNEL } from './publish';
import type { AddressedLiveEvent, CatchUp, LiveRepo } from './repo';

/** How a process hears NOTIFYs: Database.listen, or nothing (scripts that serve no streams). */
export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<Unlisten>;

/** One open stream of one signed-in tab, as the hub sees it. */
export interface LiveSubscriber {
  userId: string;
  /** The session that opened the stream: when it ends (sign-out, expiry), the stream ends. */
  sessionTokenHash: string;
  /** The newest event id this stream has been given; where a catch-up starts. */
  lastSeq: number;
  deliver(events: AddressedLiveEvent[]): void;
  /** The stream's cursor is lost (too much missed): the tab must read everything again. */
  resync(): void;
  close(): void;
}

export interface LiveHubOptions {
  repo: LiveRepo;
  listen?: Listen;
  log: ErrorLog;
  /** How far before a cursor a catch-up looks for events that committed late. */
  overlapMs: number;
  /** Streams one person may hold open in this process; a new one ends their oldest. */
  maxStreamsPerUser: number;
}

function parseIds(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Each process LISTENs once on the live channel and hands each committed event to the open
 * streams of its recipient in this process. A NOTIFY carries only ids: the rows are read once
 * per notification, and only when someone here is listening for one of them.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { repo, log } = options;
  const byUser = new Map<string, Set<LiveSubscriber>>();
  let unlisten: Unlisten | undefined;

  function subscribers(): LiveSubscriber[] {
    return [...byUser.values()].flatMap((set) => [...set]);
  }

  async function fanOut(ids: number[]) {
    const events = await repo.byIds(ids, [...byUser.keys()]);
    for (const event of events) {
      for (const subscriber of byUser.get(event.userId) ?? []) subscriber.deliver([event]);
    }
  }

  async function catchUp(subscriber: LiveSubscriber): Promise<void> {
    const missed: CatchUp = await repo.since(
      subscriber.userId,
      subscriber.lastSeq,
      options.overlapMs,
    );
    if (missed.kind === 'unknown') subscriber.resync();
    else subscriber.deliver(missed.events);
  }

  const handlers: ChannelHandlers = {
    onPayload(payload) {
      if (byUser.size === 0) return;
      fanOut(parseIds(payload)).catch((error: unknown) =>
        log.error({ err: error }, 'live events could not be read for their streams'),
      );
    },
    // NOTIFYs sent while the listening connection was down are lost: every stream catches up.
    onResubscribed() {
      for (const subscriber of subscribers()) {
        if (subscriber.lastSeq === 0) continue;
        catchUp(subscriber).catch((error: unknown) =>
          log.error({ err: error }, 'a live stream could not catch up'),
        );
      }
    },
  };

  return {
    async start(): Promise<void> {
      if (options.listen && !unlisten) unlisten = await options.listen(LIVE_CHANNEL, handlers);
    },

    /** Registers a stream; returns what removes it. */
    subscribe(subscriber: LiveSubscriber): () => void {
      const set = byUser.get(subscriber.userId) ?? new Set<LiveSubscriber>();
      if (set.size >= options.maxStreamsPerUser) {
        const oldest = set.values().next();
        if (!oldest.done) {
          set.delete(oldest.value);
          oldest.value.close();
        }
      }
      set.add(subscriber);
      byUser.set(subscriber.userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byUser.get(subscriber.userId) === set)
          byUser.delete(subscriber.userId);
      };
    },

    catchUp,

    /** Every stream open in this process. */
    streams: subscribers,

    /** Ends every open stream (the server is shutting down) and stops listening. */
    async stop(): Promise<void> {
      for (const subscriber of subscribers()) subscriber.close();
      byUser.clear();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
