/// <reference types="@testing-library/jest-dom/vitest" />
// The jest-dom matchers that the shared set-up, @ecole/test-config/domSetup, installs.
