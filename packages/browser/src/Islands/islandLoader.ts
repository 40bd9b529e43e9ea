import type { PageModule } from '../page/pageModule.ts';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE } from './names.ts';

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

/**
 * The islands' loader, for a page whose entries are `map` (issue 25, point 3). An island starts as
 * soon as the visitor reaches it, never on a timer: when it comes near the screen (observed once
 * the page has loaded and the browser is idle, so it never competes with the first paint), or at
 * once when the focus or a press goes into it. Until it has started, its markup is plain HTML that
 * works (the form posts, tabs are links) or, for a simulator, is inert; so a tap or a key during
 * the start is never lost and never applied twice: what was typed stays in the form's fields,
 * which are uncontrolled, and the island reads it from them (issue 24, point 4: nothing replays
 * it); a tab followed as a link is the one the island shows. An entry that fails to load goes to
 * the reload-once guard; any other failure is a bug, reported as the uncaught error it is, the page
 * left as it is. Once the island has committed (inside its first effects, before any re-render),
 * the slot is marked live and freed of `inert`.
 *
 * Astro's islands runtime does the same with a custom element (withastro/astro,
 * `packages/astro/src/runtime/server/astro-island.ts`); ours is a plain slot, found by its attribute.
 */
export function islandLoader(map: IslandMap, { load, onLoadFailure, rootMargin = '200px 0px' }: IslandLoaderOptions): PageModule<HTMLElement> {
  const start = (slot: HTMLElement) => {
    const url = map[slot.getAttribute(ISLAND_SLOT_ATTRIBUTE) ?? ''];
    if (url === undefined || slot.hasAttribute(ISLAND_STARTED_ATTRIBUTE)) return;
    slot.setAttribute(ISLAND_STARTED_ATTRIBUTE, '');
    const live = () => {
      slot.removeAttribute('inert');
      slot.removeAttribute('aria-hidden');
      slot.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
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
      for (const type of ['focusin', 'pointerdown', 'touchstart']) slot.addEventListener(type, () => start(slot), { capture: true, passive: true, once: true });
      if (near) near.observe(slot);
      else if (waiting.push(slot) === 1) whenLoadedAndIdle(watch);
    },
  };
}
