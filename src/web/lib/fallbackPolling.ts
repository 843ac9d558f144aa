import { useLiveConnected } from './liveEvents';

/**
 * Setting this key to 'off' in the browser's storage stops the fallback polls, so that what a
 * tab shows can only have come through the live stream: the journeys that prove the stream
 * delivers on its own set it.
 */
export const FALLBACK_POLLING_KEY = 'lendwell.fallbackPolling';

function fallbackPollingOff(): boolean {
  return localStorage.getItem(FALLBACK_POLLING_KEY) === 'off';
}

/** A query's refetch interval: none while the live stream is open, `everyMs` while it is down. */
export function useFallbackPoll(everyMs: number): number | false {
  const connected = useLiveConnected();
  return connected || fallbackPollingOff() ? false : everyMs;
}
