/**
 * The not-found page: the `*` route renders it for unknown paths reached in the browser, and it is
 * prerendered at NOT_FOUND_PRERENDER_PATH, then moved to build/client/404.html in `buildEnd`
 * (React Router has no 404.html of its own; DESIGN.md gotchas).
 */
export const NOT_FOUND_ROUTE_ID = 'not-found';
export const NOT_FOUND_PRERENDER_PATH = '/404';
