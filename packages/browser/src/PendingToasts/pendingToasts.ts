import { PENDING_TOASTS_KEY } from './names.ts';

/** The toasts' entry (@ecole/sections, `Island/entries/toasts.tsx`): shows what is queued, then any later toast. */
export interface ToastsEntryModule {
  default: () => void;
}

export interface PendingToastsOptions {
  /** Loads the entry: `import(url)` in the boot entry. */
  load: (url: string) => Promise<ToastsEntryModule>;
  /** The reload-once guard (a tab left open across a deploy asks for an entry that is gone). */
  onLoadFailure: (error: unknown) => boolean;
  storage?: () => Storage;
}

/**
 * Shows the toasts another page queued (a sent form's « message envoyé »), loading their code
 * (`url`, the page's `toasts` entry) only then: a page with nothing queued loads nothing.
 */
export function showPendingToasts(url: string | undefined, { load, onLoadFailure, storage = () => sessionStorage }: PendingToastsOptions): void {
  try {
    if (url === undefined || !storage().getItem(PENDING_TOASTS_KEY)) return;
  } catch {
    // Storage blocked: nothing can have been queued.
    return;
  }
  load(url).then(
    (module) => module.default(),
    (error: unknown) => onLoadFailure(error),
  );
}
