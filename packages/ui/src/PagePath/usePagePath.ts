import { useLocation } from 'react-router';

/**
 * The path of the page being rendered, as a route table writes it: without the trailing slash
 * React Router's prerender requests each page with (`/faq/`, with its v8 flag
 * `v8_trailingSlashAwareDataRequests`), so that the header marks the current page, the breadcrumb
 * finds its trail and a form files the request under the page's path whatever the request.
 */
export function pagePathOf(pathname: string): string {
  // A link's `href` may carry a query or a fragment, which a location's pathname never does.
  const trimmed = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `pagePathOf` the router's current location: what a component reads instead of `useLocation`. */
export function usePagePath(): string {
  return pagePathOf(useLocation().pathname);
}
