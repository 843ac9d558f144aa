import { EventSource } from 'eventsource';
import { LIVE_EVENT_TYPES, type LiveEvent } from '../../../src/shared/live';

export interface ReceivedEvent extends LiveEvent {
  /** When it arrived (performance.now()), to measure how long it took. */
  at: number;
}

export interface LiveStreamClient {
  received: ReceivedEvent[];
  /** Resolves once the server answered with the stream; rejects if it refused. */
  opened: Promise<void>;
  /** How many `resync` records arrived. */
  resyncs(): number;
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

/**
 * A signed-in tab's stream, as the browser opens it: the `eventsource` client with a fetch that
 * sends the bearer token (and, when given, Last-Event-ID) in headers.
 */
export function openLiveStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
): LiveStreamClient {
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let resyncs = 0;
  const source = new EventSource(`${baseUrl}/api/events`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          authorization: `Bearer ${token}`,
          ...(lastEventId && { 'last-event-id': lastEventId }),
        },
      }),
  });
  for (const type of LIVE_EVENT_TYPES) {
    source.addEventListener(type, (message) => {
      received.push({
        id: message.lastEventId,
        type,
        payload: JSON.parse(message.data),
        at: performance.now(),
      });
      for (const wake of waiters) wake();
    });
  }
  source.addEventListener('resync', () => {
    resyncs += 1;
  });
  const opened = new Promise<void>((resolve, reject) => {
    source.addEventListener('open', () => resolve());
    source.addEventListener('error', (error) => {
      if (source.readyState === source.CLOSED)
        reject(new Error(`stream refused: ${error.message}`));
    });
  });

  return {
    received,
    opened,
    resyncs: () => resyncs,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => source.close(),
  };
}
