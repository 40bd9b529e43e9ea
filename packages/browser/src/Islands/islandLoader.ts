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
}

/** Runs `then` once the page has loaded and the browser is idle: the first paint comes first. */
function whenLoadedAndIdle(then: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout: 1000 });
    else setTimeout(then, 0);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** A field the visitor can put the focus in. */
const FIELD = 'input, select, textarea, button, a[href], [tabindex]';

/**
 * The islands' loader, for a page whose entries are `map` (issue 25, point 3). An island starts as
 * soon as the visitor reaches it, never on a timer: when it comes near the screen (observed once
 * the page has loaded and the browser is idle, so it never competes with the first paint), or at
 * once when the focus or a press goes into its box. Until it has started, its markup is plain HTML
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
export function islandLoader(map: IslandMap, { load, onLoadFailure, rootMargin = '200px 0px' }: IslandLoaderOptions): PageModule<HTMLElement> {
  const start = (slot: HTMLElement, event?: Event) => {
    const url = map[slot.getAttribute(ISLAND_SLOT_ATTRIBUTE) ?? ''];
    if (url === undefined || slot.hasAttribute(ISLAND_STARTED_ATTRIBUTE)) return;
    slot.setAttribute(ISLAND_STARTED_ATTRIBUTE, '');
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
    load(url)
      .then((module) => module.default(slot, JSON.parse(slot.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null'), live))
      .catch((error: unknown) => onLoadFailure(error) || reportError(error));
  };

  // Observed once the page has loaded and the browser is idle, and only on a page with an island.
  const waiting: HTMLElement[] = [];
  let near: IntersectionObserver | undefined;
  const watch = () => {
    near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near?.unobserve(entry.target);
          start(entry.target as HTMLElement);
        }
      },
      { rootMargin },
    );
    for (const slot of waiting.splice(0)) near.observe(slot);
  };

  return {
    selector: `[${ISLAND_SLOT_ATTRIBUTE}]`,
    init(slot) {
      for (const type of ['focusin', 'pointerdown', 'touchstart'])
        slot.addEventListener(type, (event) => start(slot, event), { capture: true, passive: true, once: true });
      if (slot.hasAttribute(ISLAND_REPLAY_ATTRIBUTE)) {
        slot.addEventListener('submit', (event) => {
          if (!slot.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) event.preventDefault();
        });
      }
      if (near) near.observe(slot);
      else if (waiting.push(slot) === 1) whenLoadedAndIdle(watch);
    },
  };
}
