import { useEffect, useState } from 'react';

/** How long an idle moment is awaited once the page has loaded, on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `then` at the browser's next quiet moment; returns how to call it off. */
function whenIdle(then: () => void): () => void {
  // Safari has no idle callbacks: a short timer after the load event stands in.
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(then, 200);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(idle);
}

/**
 * False until the page has finished loading and the browser has a quiet moment: code wanted
 * only after a click (a photo viewer) is then fetched without competing with what draws the
 * page first.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => {
      cancelIdle = whenIdle(() => setLoaded(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, []);
  return loaded;
}
