import { EventSource } from 'eventsource';
import { LIVE_EVENT_TYPES, type LiveEvent, type LivePayload } from '../../shared/live';
import { dispatchLiveEvent, setLiveConnected } from './liveEvents';

const STREAM_URL = '/api/events';
/** The stream's own record for "your Last-Event-ID is too old: read everything again". */
const RESYNC_EVENT = 'resync';
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Ids seen recently: a catch-up after a reconnect sends some again, on purpose. */
const REMEMBERED_IDS = 1_000;

export interface LiveStreamOptions {
  token: string;
  /** The server no longer knows what this tab missed: every view should read again. */
  onResync(): void;
  /** The server refused the stream with 401: the session it was opened with is over. */
  onSessionEnded(): void;
}

function parsePayload(data: string): LivePayload | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as LivePayload) : undefined;
  } catch {
    return undefined;
  }
}

/** A pause that doubles per failure, with jitter, so that tabs do not all return at once. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The signed-in tab's live stream. The `eventsource` client reconnects by itself after a
 * dropped connection (a server restart), sending Last-Event-ID; when the server refuses the
 * stream outright (a proxy's 502, a 503) it gives up, and this starts a new one with a growing
 * pause, resuming from the last id seen. A 401 (the session is over) or a 204 ends it.
 * Returns a stop.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const seen = new Set<string>();
  let lastEventId: string | undefined;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  function remember(id: string): boolean {
    if (seen.has(id)) return false;
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) {
      const oldest = seen.values().next();
      if (!oldest.done) seen.delete(oldest.value);
    }
    return true;
  }

  function receive(type: LiveEvent['type'], message: MessageEvent<string>) {
    const payload = parsePayload(message.data);
    if (!payload || !remember(message.lastEventId)) return;
    lastEventId = message.lastEventId;
    dispatchLiveEvent({ id: message.lastEventId, type, payload });
  }

  function connect() {
    const stream = new EventSource(STREAM_URL, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...init.headers,
            authorization: `Bearer ${options.token}`,
            // A new client knows no id yet; the one this tab saw last is where to resume.
            ...(!('Last-Event-ID' in init.headers) &&
              lastEventId && { 'Last-Event-ID': lastEventId }),
          },
        }),
    });
    source = stream;
    for (const type of LIVE_EVENT_TYPES) {
      stream.addEventListener(type, (message) => receive(type, message));
    }
    stream.addEventListener(RESYNC_EVENT, () => options.onResync());
    stream.addEventListener('open', () => {
      failures = 0;
      setLiveConnected(true);
    });
    stream.addEventListener('error', (error) => {
      setLiveConnected(false);
      if (stream.readyState !== stream.CLOSED || stopped) return;
      if (error.code === 401) {
        options.onSessionEnded();
        return;
      }
      // The server asks not to reconnect.
      if (error.code === 204) return;
      retryTimer = setTimeout(connect, retryDelayMs(failures));
      failures += 1;
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    setLiveConnected(false);
  };
}
