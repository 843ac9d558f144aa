import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as with ordinary links. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
