import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent, LiveEventType } from '../../shared/live';

type Listener = (event: LiveEvent) => void;

const listeners = new Map<LiveEventType, Set<Listener>>();

/** Hands an event from the live stream to every component listening for its type. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const listener of listeners.get(event.type) ?? []) listener(event);
}

/** Calls `handler` for each live event of these types while the component is mounted. */
export function useLiveEvent(types: readonly LiveEventType[], handler: Listener): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(',');
  useEffect(() => {
    const listener: Listener = (event) => latest.current(event);
    const subscribed = key.split(',') as LiveEventType[];
    for (const type of subscribed) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
    }
    return () => {
      for (const type of subscribed) listeners.get(type)?.delete(listener);
    };
  }, [key]);
}

/** Whether the live stream is open; while it is not, views that need fresh data poll. */
let connected = false;
const statusListeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => connected,
  );
}
