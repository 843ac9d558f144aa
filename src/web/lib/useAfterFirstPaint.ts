import { useSyncExternalStore } from 'react';

/** Runs `then` once the page has loaded (at once if it has); returns how to call it off. */
function whenPageLoaded(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => undefined;
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

function hasPaintTiming(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

/** Whether the page's first content is already on screen (a later page of the same visit). */
function firstPaintDone(): boolean {
  if (!hasPaintTiming()) return document.readyState === 'complete';
  return performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
}

/** Runs `then` once the page's first content has been painted (at once if it has been). */
function whenFirstPainted(then: () => void): () => void {
  const paintTiming = hasPaintTiming();
  // Without paint timing, the load event is the nearest sign that the page is on screen.
  if (!paintTiming) return whenPageLoaded(then);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

type Watch = (then: () => void) => () => void;

/**
 * Whether the first paint has happened, for any number of components: one watch of it at most,
 * however many are asking (a listings page has two dozen cards), ended when none is left.
 */
export function createFirstPaintSignal(alreadyPainted: () => boolean, watch: Watch) {
  let painted = false;
  let stopWatching: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const isPainted = () => {
    if (!painted && alreadyPainted()) painted = true;
    return painted;
  };
  const paintedNow = () => {
    painted = true;
    stopWatching = undefined;
    for (const listener of [...listeners]) listener();
  };
  return {
    isPainted,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!isPainted() && !stopWatching) {
        const stop = watch(paintedNow);
        // A watch may report at once (the page had loaded already): nothing left to stop.
        if (!painted) stopWatching = stop;
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stopWatching) return;
        stopWatching();
        stopWatching = undefined;
      };
    },
  };
}

const firstPaint = createFirstPaintSignal(firstPaintDone, whenFirstPainted);

/**
 * False until the browser has painted the page's first content: pictures that follow the
 * page's largest one (a gallery's thumbnails, the cards after the first) start loading after
 * it is shown, not alongside. True from the start on later pages of the same visit.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(firstPaint.subscribe, firstPaint.isPainted);
}
