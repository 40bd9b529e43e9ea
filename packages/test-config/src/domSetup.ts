import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts.js';

// Testing Library gives up on `findBy…`/`waitFor` after 1 s: on a loaded 2-core machine the first
// import of a lazy chunk (the toast code) alone can take longer. Waiting longer costs nothing when
// the machine is fast: the wait ends as soon as the element is there.
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Queued toasts and contact drafts live in sessionStorage (drafts of earlier versions in
  // localStorage): each test starts clean.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointerup
// (https://github.com/jsdom/jsdom/issues/2527). No pointer is ever captured in these tests.
if (typeof Element !== 'undefined' && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
