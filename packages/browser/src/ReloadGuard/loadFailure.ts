import type { ReloadAfterLoadFailure } from './reloadGuard.ts';

/** The event Vite's preload helper dispatches on `window` when a file fails to load; the guard listens for it. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/**
 * Hands a load failure to the reload-once guard from code started apart from it (the islands'
 * loader, `startIslands`, which only the pages holding an island run). The two meet through the
 * event Vite's preload helper already sends the guard (`vite:preloadError`, cancelable, the error
 * as its `payload`), so neither needs the other passed in. True when the guard reloads the page (it
 * cancelled the event); were no guard installed, nothing listens: false, the page stays as it is.
 */
export const reloadAfterLoadFailure: ReloadAfterLoadFailure = (error) => {
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error });
  return !dispatchEvent(event);
};
