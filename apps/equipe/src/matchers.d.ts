/// <reference types="@testing-library/jest-dom/vitest" />
// The jest-dom matchers (toBeInTheDocument…) that the shared set-up, @ecole/test-config/domSetup,
// installs in every jsdom suite: their types, for this app's tests.
