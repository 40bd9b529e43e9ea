import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Each test starts on an empty page with an empty tab storage: these modules keep their state there.
// (A test of the sources runs in Node, without a page.)
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});
