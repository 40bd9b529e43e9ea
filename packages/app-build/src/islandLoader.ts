import { RELOAD_AFTER_LOAD_FAILURE } from './reloadGuard.ts';

/**
 * The islands' loader, for a page whose islands are `files` (name → entry URL). An island starts
 * as soon as the visitor reaches it (issue 25, point 3), never on a timer: when it comes near the
 * screen (once the page has loaded and the browser is idle, so it never competes with the first
 * paint), or at once when the focus or a press goes into it. Until it has started, its markup is
 * plain HTML that works (the form posts, tabs are links) or, for a simulator, is inert; so a tap or
 * a key during the start is never lost and never applied twice: what was typed stays in the
 * form's fields, which are uncontrolled, and the island reads it from them (issue 24, point 4:
 * nothing replays it); a tab followed as a link is the one the island shows. An entry that fails
 * to load goes to the reload-once guard. Once the island has committed (inside its first effects,
 * before any re-render), the slot is marked `data-island-live` (tests and the benchmark wait for
 * it) and freed of `inert`.
 *
 * Part of the boot module (bootScripts.ts), which defines `ISLANDS` (the page's islands, name →
 * entry URL) and `whenParsed` before it.
 */
export const ISLAND_LOADER = `
const startIsland = (slot) => {
  const url = ISLANDS[slot.dataset.islandSlot];
  if (!url || slot.dataset.islandStarted !== undefined) return;
  slot.dataset.islandStarted = '';
  const live = () => {
    slot.removeAttribute('inert');
    slot.removeAttribute('aria-hidden');
    slot.dataset.islandLive = '';
  };
  import(url)
    .then((module) => module.default(slot, JSON.parse(slot.dataset.islandProps), live))
    // A bug, not a missing file: reported as the uncaught error it is, the page left as it is.
    .catch((error) => ${RELOAD_AFTER_LOAD_FAILURE}(error) || reportError(error));
};
whenParsed(() => {
  const slots = [...document.querySelectorAll('[data-island-slot]')];
  for (const slot of slots) {
    for (const type of ['focusin', 'pointerdown', 'touchstart']) slot.addEventListener(type, () => startIsland(slot), { capture: true, passive: true, once: true });
  }
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        startIsland(entry.target);
      }
    },
    { rootMargin: '200px 0px' },
  );
  const watch = () => {
    const idle = window.requestIdleCallback ?? ((then) => setTimeout(then, 0));
    idle(() => slots.forEach((slot) => near.observe(slot)), { timeout: 1000 });
  };
  if (document.readyState === 'complete') watch();
  else addEventListener('load', watch, { once: true });
});
`;
