import { startFormBoot } from '../FormBoot/formBoot.ts';
import { HEADER_MENU } from '../HeaderMenu/headerMenu.ts';
import { startInPageLinks } from '../InPageLinks/inPageLinks.ts';
import { type IslandEntryModule, type IslandImports, type IslandMap, islandLoader } from '../Islands/islandLoader.ts';
import { TOASTS_ENTRY } from '../Islands/names.ts';
import { showPendingToasts, type ToastsEntryModule } from '../PendingToasts/pendingToasts.ts';
import { initAll } from '../page/pageModule.ts';
import { whenParsed } from '../page/whenParsed.ts';
import { reloadAfterLoadFailure } from '../ReloadGuard/loadFailure.ts';
import { installReloadGuard } from '../ReloadGuard/reloadGuard.ts';
import { recordVisitOrigin } from '../VisitOrigin/visitOrigin.ts';

/** An entry's code, by its URL (a built file: nothing for the bundler to resolve). */
const importEntry = <Module>(url: string): Promise<Module> => import(/* @vite-ignore */ url);

export interface StartPageOptions {
  /** Loads an entry: `import(url)` in the browser; a stand-in in tests. */
  load?: (url: string) => Promise<unknown>;
}

/**
 * What every page of the site runs on load (issue 36), in order:
 * 1. where the visit came from, noted at once (a visitor may follow a link before anything else);
 * 2. the reload-once guard, which puts back what a visitor typed before a reload it made;
 * 3. the in-page calls to action;
 * 4. the toasts another page queued, if any (their code loads only then);
 * 5. once the page is parsed: the header's menus.
 * `entries` names the toasts' entry file. A page with an island also runs `startIslands`, one with
 * a contact form `startForms` too: the build gives those pages a boot entry of their own
 * (boot/islands.ts, boot/forms.ts), so a static page does not carry that code.
 *
 * Never `requestAnimationFrame`: a frame callback from here lands in the task that paints, and
 * Lighthouse's dependency graph then makes the first paint wait for the boot entry's download.
 */
export function startPage(entries: IslandMap, { load = importEntry }: StartPageOptions = {}): void {
  recordVisitOrigin();
  const onLoadFailure = installReloadGuard();
  startInPageLinks();
  showPendingToasts(entries[TOASTS_ENTRY], { load: load as (url: string) => Promise<ToastsEntryModule>, onLoadFailure });
  whenParsed(() => initAll(HEADER_MENU));
}

/**
 * The islands of a page (`entries`: the app's island map; `imports`: the files each entry imports),
 * each started when the visitor reaches it. A load failure goes to the reload-once guard of the boot entry (`reloadAfterLoadFailure`).
 */
export function startIslands(entries: IslandMap, { load = importEntry, imports }: StartPageOptions & { imports?: IslandImports } = {}): void {
  whenParsed(() =>
    initAll(islandLoader(entries, { load: load as (url: string) => Promise<IslandEntryModule>, onLoadFailure: reloadAfterLoadFailure, imports })),
  );
}

/** What a contact form needs before its island runs, and what /thank-you forgets (FormBoot). */
export function startForms(): void {
  startFormBoot();
}
