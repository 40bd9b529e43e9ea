import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page, from now on: a hydration mismatch prints one,
 * and Chromium reports each script, style, frame, fetch or form post the Content-Security-Policy
 * blocks as one (« Refused to … »), so a page checked with this watcher is checked for violations.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
