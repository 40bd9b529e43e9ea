import type { PageModule } from '../page/pageModule.ts';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_REPLAY_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE } from './names.ts';
import { replayTyped } from './replayTyped.ts';

/**
 * Which file each entry is, by name: `{ "contact-form": "/assets/site/island-contact-form-….js",
 * "toasts": … }`. The app's build writes it into its boot entry (@ecole/app-build, bootEntry.ts),
 * with the entries of the islands its pages hold and no other.
 */
export type IslandMap = Readonly<Record<string, string>>;

/**
 * What each island's entry imports, by the island's name: every file its entry's code needs before
 * it runs (its static imports, and theirs: React DOM among them). The app's build writes it into the
 * islands' boot entries beside the map, so the loader asks for them all at once: from the entry
 * alone, the browser would find them only once the entry has come (one more round trip, 0.56 s on
 * Lighthouse's slow 4G; issue 39, point 4).
 */
export type IslandImports = Readonly<Record<string, readonly string[]>>;

/**
 * What an island's entry exports (@ecole/sections, `mountIsland`): hydrate this slot with its data
 * (`data-island-props`, parsed), calling `onLive` once the island has committed.
 */
export type MountIsland = (slot: HTMLElement, data: unknown, onLive: () => void) => unknown;

export interface IslandEntryModule {
  default: MountIsland;
}

export interface IslandLoaderOptions {
  /** Loads an entry: `import(url)` in the boot entry. */
  load: (url: string) => Promise<IslandEntryModule>;
  /** The reload-once guard: true when it reloads the page for this failure (a file gone after a deploy). */
  onLoadFailure: (error: unknown) => boolean;
  /** How far from the screen an island starts, as an IntersectionObserver's `rootMargin`. */
  rootMargin?: string;
  /** How far from the screen an island's code is fetched, before it starts (`rootMargin` too). */
  preloadMargin?: string;
  /** Each island's files beside its entry, fetched with it (`IslandImports`). */
  imports?: IslandImports;
}

/** Runs `then` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(then: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout });
  else setTimeout(then, 0);
}

/** Runs `then` once the page has loaded and the browser is idle: the first paint comes first. */
function whenLoadedAndIdle(then: () => void): void {
  const idle = () => whenIdle(then, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Asks the browser for a module and the modules it imports, all at once, without running them
 * (`<link rel="modulepreload">`: fetched, parsed and compiled, then taken from the module map by
 * `import()`). Once per file for the page.
 */
function preloadModules(urls: readonly string[], asked: Set<string>): void {
  for (const url of urls) {
    if (asked.has(url)) continue;
    asked.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/** An island near the screen starts when the browser is idle, or after this long at the latest (ms). */
const START_WITHIN_MS = 1000;

/**
 * A press held this long runs its island's code while the finger is still down (ms): a tap is
 * shorter (the issue measured 30 and 80 ms presses), a press held longer waits for the island.
 */
export const PRESS_HELD_MS = 100;

/** Runs `then` once the next frame has been painted (a task after the frame's animation callbacks). */
function afterNextPaint(then: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(then, 0));
  else setTimeout(then, 0);
}

/**
 * Runs `then` once the press under way has ended (or was taken over by a scroll) and the frame after
 * it is painted, or once it has been held `PRESS_HELD_MS`. Its code runs in one long task (React
 * DOM's modules, then the island's first render): run on the press, it would hold back the frame
 * that shows what the tap did, a tab followed as a link before the island is live (issue 39, point
 * 4: the first tap on the course tabs painted 1.7× later than on the page without scripts).
 */
function afterPress(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(held);
    removeEventListener('pointerup', ended, true);
    removeEventListener('pointercancel', ended, true);
    then();
  };
  const ended = () => afterNextPaint(run);
  const held = setTimeout(run, PRESS_HELD_MS);
  addEventListener('pointerup', ended, { capture: true, once: true });
  addEventListener('pointercancel', ended, { capture: true, once: true });
}

/** A field the visitor can put the focus in. */
const FIELD = 'input, select, textarea, button, a[href], [tabindex]';

/**
 * The islands' loader, for a page whose entries are `map` (issue 25, point 3). An island starts as
 * soon as the visitor reaches it, never on a timer: when it comes near the screen (observed once
 * the page has loaded and the browser is idle, so it never competes with the first paint; its code
 * is fetched a screen ahead, every file at once, and it starts in the browser's next idle time), or
 * at once when the focus or a press goes into its box (a press's code runs once the press has
 * painted: `afterPress`). Until it has started, its markup is plain HTML
 * that works (the form posts, tabs are links, a simulator's fields take the focus and the keys),
 * so no tap and no key is lost while it starts (issue 39, point 3):
 * - what was typed stays in the fields. An island whose fields are uncontrolled (the contact form)
 *   reads them when it needs them (issue 24, point 4: nothing replays it); one whose fields are
 *   React state (a simulator, `data-island-replay`) is handed what changed once live
 *   (replayTyped.ts), and a send made before (Enter in a field) is held back: it would load the
 *   page again, with the field's value in its address;
 * - the field the press or the focus that started it went to has the focus once it is live, if
 *   the focus has gone nowhere else meanwhile;
 * - a tab followed as a link before it is live is the one the island shows, and a press begun
 *   before that ends after is a tab's click (@ecole/ui, Tabs).
 * An entry that fails to load goes to the reload-once guard; any other failure is a bug, reported
 * as the uncaught error it is, the page left as it is. Once the island has committed (inside its
 * first effects, before any re-render), the slot is marked live.
 *
 * Astro's islands runtime does the same with a custom element (withastro/astro,
 * `packages/astro/src/runtime/server/astro-island.ts`); ours is a plain slot, found by its attribute.
 */
export function islandLoader(
  map: IslandMap,
  { load, onLoadFailure, rootMargin = '200px 0px', preloadMargin = '100% 0px', imports = {} }: IslandLoaderOptions,
): PageModule<HTMLElement> {
  const asked = new Set<string>();
  // Its entry and every file the entry imports, asked for together.
  const preload = (slot: HTMLElement) => {
    const name = slot.getAttribute(ISLAND_SLOT_ATTRIBUTE) ?? '';
    const url = map[name];
    if (url !== undefined) preloadModules([url, ...(imports[name] ?? [])], asked);
  };
  const start = (slot: HTMLElement, event?: Event, when: 'now' | 'after the press' = 'now') => {
    const url = map[slot.getAttribute(ISLAND_SLOT_ATTRIBUTE) ?? ''];
    if (url === undefined || slot.hasAttribute(ISLAND_STARTED_ATTRIBUTE)) return;
    slot.setAttribute(ISLAND_STARTED_ATTRIBUTE, '');
    preload(slot);
    // The field the press or the focus that started the island went to.
    const touched = event?.target instanceof Element ? event.target.closest<HTMLElement>(FIELD) : null;
    const live = () => {
      slot.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      // After React's commit, not inside it: what this makes React hear is an input of its own.
      queueMicrotask(() => {
        if (slot.hasAttribute(ISLAND_REPLAY_ATTRIBUTE)) replayTyped(slot);
        const focus = document.activeElement;
        if (touched?.isConnected && slot.contains(touched) && (focus === null || focus === document.body)) touched.focus();
      });
    };
    const run = () =>
      load(url)
        .then((module) => module.default(slot, JSON.parse(slot.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null'), live))
        .catch((error: unknown) => onLoadFailure(error) || reportError(error));
    // Started (and its code asked for) at once; run at once, or, on a press, once its frame is painted.
    if (when === 'now') run();
    else afterPress(run);
  };

  // Observed once the page has loaded and the browser is idle, and only on a page with an island:
  // a screen ahead, its code is fetched (nothing runs); near the screen, it starts when the browser
  // is next idle (a frame or an input waiting goes first), so a tap rarely meets it cold.
  const waiting: HTMLElement[] = [];
  let observers: IntersectionObserver[] | undefined;
  const reaching = (margin: string, reached: (slot: HTMLElement) => void) =>
    new IntersectionObserver(
      (entries, observer) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          reached(entry.target as HTMLElement);
        }
      },
      { rootMargin: margin },
    );
  const observe = (slot: HTMLElement) => {
    for (const observer of observers ?? []) observer.observe(slot);
  };
  const watch = () => {
    observers = [reaching(preloadMargin, preload), reaching(rootMargin, (slot) => whenIdle(() => start(slot), START_WITHIN_MS))];
    for (const slot of waiting.splice(0)) observe(slot);
  };

  return {
    selector: `[${ISLAND_SLOT_ATTRIBUTE}]`,
    init(slot) {
      // A focus from the keyboard runs it at once; a press (whose focus comes after it) once the
      // press has painted (`afterPress`).
      slot.addEventListener('focusin', (event) => start(slot, event), { capture: true, passive: true, once: true });
      for (const type of ['pointerdown', 'touchstart'])
        slot.addEventListener(type, (event) => start(slot, event, 'after the press'), { capture: true, passive: true, once: true });
      if (slot.hasAttribute(ISLAND_REPLAY_ATTRIBUTE)) {
        slot.addEventListener('submit', (event) => {
          if (!slot.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) event.preventDefault();
        });
      }
      if (observers) observe(slot);
      else if (waiting.push(slot) === 1) whenLoadedAndIdle(watch);
    },
  };
}
