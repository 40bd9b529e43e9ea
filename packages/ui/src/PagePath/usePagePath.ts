import { useLocation } from 'react-router';

/**
 * The path of the page being rendered, as a route table writes it: without the trailing slash
 * React Router's prerender requests each page with (`/faq/`, with its v8 flag
 * `v8_trailingSlashAwareDataRequests`), so that the header marks the current page, the breadcrumb
 * finds its trail and a form files the request under the page's path whatever the request; and
 * without the variant suffix an experiment's copy of a page is prerendered with (issue 37).
 */
export function pagePathOf(pathname: string): string {
  // A link's `href` may carry a query or a fragment, which a location's pathname never does.
  const trimmed = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  // An experiment's variant is prerendered at `/formation-ia/_b` (@ecole/routes, variantPathOf) and
  // served at the page's own address: it is that page for the header, the breadcrumb and the form.
  const page = trimmed.replace(/\/_[a-z]$/, '');
  return page === '' ? '/' : page;
}

/** `pagePathOf` the router's current location: what a component reads instead of `useLocation`. */
export function usePagePath(): string {
  return pagePathOf(useLocation().pathname);
}
