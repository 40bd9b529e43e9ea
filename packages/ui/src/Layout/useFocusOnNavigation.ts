import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app (a router link, Back), the keyboard and screen-reader user is
 * taken to the new page's heading, as a full page load would start them at the top: the `<h1>` of
 * `<main>` takes the focus (tabindex -1, not in the Tab order) and its text is announced. Not on
 * the first render (the page just loaded) nor for a link to an anchor of the page.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
}
