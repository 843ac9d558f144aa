import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The element that a new page's keyboard focus starts from; its id is the skip link's target. */
export const MAIN_ID = 'main';

/**
 * Following a link removes the link with the old page, which drops keyboard focus to the
 * document: the next Tab would then start wherever the browser guesses, often in the footer.
 * Instead the new page's main region takes focus, so Tab continues at the top of its content
 * and screen readers start reading there. A page that focuses a control itself (the chat
 * composer) does so afterwards and wins; the first page load keeps the browser's own start.
 */
export function FocusMainOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
