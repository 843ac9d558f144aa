import { useEffect, useState } from 'react';

/**
 * How long after the load event the page is left alone before code wanted only after a click is
 * fetched: the load event can come before the page's largest picture is painted (a preloaded
 * photo arrives before the page's script has drawn it), and a download then competes with it.
 */
const QUIET_AFTER_LOAD_MS = 1000;

/** How long an idle moment is awaited after that, on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `then` at the browser's next quiet moment; returns how to call it off. */
function whenIdle(then: () => void): () => void {
  // Safari has no idle callbacks: a short timer stands in.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(then, 200);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(idle);
}

/** Runs `then` once the page has loaded (at once if it has); returns how to call it off. */
function whenPageLoaded(then: () => () => void): () => void {
  let cancel: (() => void) | undefined;
  const onLoad = () => {
    cancel = then();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancel?.();
  };
}

/** Runs `then` once the page's first content has been painted (at once if it has been). */
function whenFirstPainted(then: () => void): () => void {
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  // Without paint timing, the load event is the nearest sign that the page is on screen.
  if (!paintTiming) {
    return whenPageLoaded(() => {
      then();
      return () => undefined;
    });
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * False until the browser has painted the page's first content: pictures that follow the
 * page's largest one (a gallery's thumbnails) start loading after it is shown, not alongside.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenFirstPainted(() => setPainted(true)), []);
  return painted;
}

/**
 * False until the page has loaded, a second has passed and the browser has a quiet moment:
 * code wanted only after a click (a photo viewer) is then fetched without competing with what
 * draws the page first.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenPageLoaded(() => {
        let cancelIdle: (() => void) | undefined;
        const timer = window.setTimeout(() => {
          cancelIdle = whenIdle(() => setReady(true));
        }, QUIET_AFTER_LOAD_MS);
        return () => {
          window.clearTimeout(timer);
          cancelIdle?.();
        };
      }),
    [],
  );
  return ready;
}
