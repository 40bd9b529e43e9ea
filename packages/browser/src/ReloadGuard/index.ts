export { MODULE_LOAD_FAILURE, RELEASE_META, RELOADED_PAGES_KEY, TYPED_BEFORE_RELOAD_KEY_PREFIX, typedBeforeReloadKey } from './names.ts';
export { type GuardedWindow, installReloadGuard, type ReloadAfterLoadFailure } from './reloadGuard.ts';
