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

/**
 * False until the browser has painted the page's first content: pictures that follow the
 * page's largest one (a gallery's thumbnails, the cards after the first) start loading after
 * it is shown, not alongside. True from the start on later pages of the same visit.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => (painted ? undefined : whenFirstPainted(() => setPainted(true))), [painted]);
  return painted;
}
