/**
 * A full page load, for a destination another app serves: the router of this app does not know
 * it. Its own module so tests can observe it (jsdom cannot load another document).
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
