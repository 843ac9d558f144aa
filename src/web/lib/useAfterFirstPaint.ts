import { useEffect, useState } from 'react';

/** Runs `then` once the page has loaded (at once if it has); returns how to call it off. */
function whenPageLoaded(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => undefined;
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/** Runs `then` once the page's first content has been painted (at once if it has been). */
function whenFirstPainted(then: () => void): () => void {
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
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

/**
 * False until the browser has painted the page's first content: pictures that follow the
 * page's largest one (a gallery's thumbnails) start loading after it is shown, not alongside.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenFirstPainted(() => setPainted(true)), []);
  return painted;
}
