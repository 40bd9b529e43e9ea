// @ts-check
// Limits shared by the Vitest configs (vitest.js) and the jsdom set-up (domSetup.ts). A module of
// its own: the set-up runs inside jsdom, where the config's build plugins cannot load.

/** How long Testing Library's `findBy…` and `waitFor` wait by default (its own default is 1 s). */
export const ASYNC_UTIL_TIMEOUT_MS = 20_000;
