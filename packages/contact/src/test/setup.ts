import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Queued toasts live in sessionStorage: one test's toast must not leak into the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // Drafts of the contact form live in localStorage: each test starts with none.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
