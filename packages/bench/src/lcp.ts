// The largest contentful paint as a visitor who reads without touching the page gets it (issue 25,
// point 1): Chromium's own `largest-contentful-paint` entries, on Lighthouse's mobile screen, from
// the first paint until the islands the visitor reaches without scrolling have started. Shared by
// the e2e check (e2e/tests/lcp.spec.ts: which element, how many entries) and `npm run bench` (the
// time of the last entry against the page's floor).
import { MENU_TOGGLE_SELECTOR } from '@ecole/browser/HeaderMenu';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from '@ecole/browser/Islands';
import { ENHANCED_ATTRIBUTE } from '@ecole/browser/page';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { floorHtml } from './floor.ts';

/** Lighthouse's mobile screen (its `screenEmulation` for the mobile preset). */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** How long the visitor reads without touching the page after `load` (the measurement). */
export const NO_INPUT_MS = 9_000;

export interface LcpEntry {
  /** When it was painted, in ms from the navigation's start. */
  startTime: number;
  /** Its visible area, in CSS px². */
  size: number;
  /** Which element: its path by tag and rank among its own tag (scripts removed or not), its text or image. */
  element: string;
}

/**
 * Records every `largest-contentful-paint` entry of the page from its start. The element is
 * described when the entry arrives, while the DOM is still the prerendered one (hydration or an
 * island may replace it later), by a path that does not count `<script>` elements, so a page and
 * its floor (the same HTML without scripts) describe the same element alike.
 */
const OBSERVE = `(() => {
  const describe = (element) => {
    const path = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      const same = [...(node.parentElement?.children ?? [])].filter((each) => each.tagName === node.tagName);
      path.unshift(node.tagName.toLowerCase() + ':nth-of-type(' + (same.indexOf(node) + 1) + ')');
    }
    return path.join(' > ');
  };
  const entries = [];
  const record = (list) => {
    for (const entry of list) {
      const text = entry.element ? (entry.element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40) : '';
      entries.push({
        startTime: entry.startTime,
        size: entry.size,
        element: (entry.element ? describe(entry.element) : '(détaché)') + (entry.url ? ' ' + entry.url : ' « ' + text + ' »'),
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  window.__ecLcp = { entries, observer, record };
})();`;

/** Starts recording; call before the page's navigation. */
export async function observeLcp(page: Page): Promise<void> {
  await page.addInitScript(OBSERVE);
}

/**
 * Serves every page this `page` navigates to as its floor: the same HTML with its scripts and
 * module preloads removed (`floorHtml`), everything else as the site serves it.
 */
export async function serveAsFloor(page: Page): Promise<void> {
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: floorHtml(await response.text()) });
    },
  );
}

/**
 * Lets the page live as a visitor who does not touch it would, without waiting the real time:
 * `NO_INPUT_MS` after `load` on the page's clock (Playwright's, installed before the navigation);
 * then waits for what that starts to be done, since a loaded machine may take longer: the boot
 * module (the header's menus), and every island near the screen live in its slot (issue 25: an
 * island starts when it is reached; those further down wait for a scroll no one makes here).
 * Returns when the page came to rest after `load` (ms from the navigation's start, as paints are
 * timed): a largest paint after it was caused by the scripts or an island.
 */
export async function liveWithoutInput(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  // Before the clock moves on: what is painted later (islands) is painted after this frame. Timed
  // by a paint, as the largest paints are (the faked clock fakes `performance.mark`).
  const settledAt = await paintedAt(page, { keep: false });
  await page.clock.runFor(NO_INPUT_MS);
  await page.waitForFunction(
    ({ toggle, enhanced, slot, live }) => {
      const menu = document.querySelector(toggle);
      if (menu && !menu.closest('header')?.hasAttribute(enhanced)) return false;
      const reach = window.innerHeight + 200;
      return [...document.querySelectorAll<HTMLElement>(`[${slot}]`)]
        .filter((island) => island.getBoundingClientRect().top < reach)
        .every((island) => island.hasAttribute(live));
    },
    { toggle: MENU_TOGGLE_SELECTOR, enhanced: ENHANCED_ATTRIBUTE, slot: ISLAND_SLOT_ATTRIBUTE, live: ISLAND_LIVE_ATTRIBUTE },
  );
  return settledAt;
}

/**
 * When a frame painted now was presented (ms from the navigation's start, the clock of the largest
 * paints): a one-pixel mark with `elementtiming` is painted, and its Element Timing entry comes
 * from the same presentation feedback as the largest paints, after those of earlier frames, so
 * every earlier frame has reported its largest paint by then. Waiting for it replaces a fixed
 * delay, which a loaded machine would outlast. The mark is too small to become the largest paint
 * itself; `keep: false` removes it at once (before hydration: React must not find it).
 */
export async function paintedAt(page: Page, { keep }: { keep: boolean }): Promise<number> {
  return page.evaluate(async (keepMark) => {
    const identifier = `ec-lcp-flush-${performance.timeOrigin}-${Math.random()}`;
    const mark = document.createElement('span');
    const time = await new Promise<number>((resolve) => {
      const marks = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((each) => (each as PerformanceEntry & { identifier?: string }).identifier === identifier);
        if (entry) {
          marks.disconnect();
          resolve(entry.startTime);
        }
      });
      marks.observe({ type: 'element' });
      mark.setAttribute('elementtiming', identifier);
      mark.setAttribute('aria-hidden', 'true');
      mark.textContent = '.';
      mark.style.cssText = 'position:fixed;top:0;left:0;font-size:1px;line-height:1px;pointer-events:none';
      document.body.append(mark);
    });
    if (!keepMark) mark.remove();
    return time;
  }, keep);
}

/** The entries recorded so far, once every frame painted before this call has reported its own. */
export async function lcpEntries(page: Page): Promise<LcpEntry[]> {
  await paintedAt(page, { keep: true });
  return page.evaluate(() => {
    const state = (window as unknown as { __ecLcp: { entries: LcpEntry[]; observer: PerformanceObserver; record: (list: PerformanceEntry[]) => void } })
      .__ecLcp;
    // Entries already queued for the observer but not yet handed to it.
    state.record(state.observer.takeRecords());
    return state.entries;
  });
}
