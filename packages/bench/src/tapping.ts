// How the benchmark taps a page as a visitor does, and reads what the tap cost: the browser's own
// Event Timing API, from the input to the next frame painted (what INP reports). Shared by the
// interactions' table and the first-tap probe (interactions.ts, firstTap/).
import type { Locator, Page } from 'playwright-core';

/**
 * Brings `target` on screen (a visitor taps what they see) and returns the middle of its box,
 * checked to be the target: what the browser finds under that point is the target or inside it (a
 * sticky bar or a dialog over it would take the tap instead, and the measure would time nothing).
 */
export async function pointOn(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`élément invisible : ${target}`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await target.evaluate((element, { x, y }) => {
    const found = document.elementFromPoint(x, y);
    return found !== null && (element === found || element.contains(found));
  }, point);
  if (!hit) throw new Error(`le point visé n’est pas sur l’élément : ${target}`);
  return point;
}

/**
 * Taps an element as a visitor does: on screen, the pointer already over it, the press lasting a
 * moment (`pressMs`). Throws unless the press went to it (the page records where it landed).
 */
export async function tap(page: Page, target: Locator, pressMs = 80) {
  const { x, y } = await pointOn(target);
  // The element itself, not its locator: a press may change its name (« Ouvrir le menu » becomes « Fermer le menu »).
  const element = await target.elementHandle();
  // Raw input, not `locator.click()`: Playwright's click adds its own listeners to the page
  // (to check what the pointer hits), whose time would be counted as the site's.
  await page.mouse.move(x, y);
  await afterTwoFrames(page);
  await observeEvents(page);
  await page.mouse.down();
  await page.waitForTimeout(pressMs);
  await page.mouse.up();
  const landed = await element?.evaluate((pressedOn) => {
    const pressed = (window as unknown as { __pressed: EventTarget[] }).__pressed;
    return pressed.length > 0 && pressed.every((node) => node instanceof Node && (pressedOn === node || pressedOn.contains(node)));
  });
  if (!landed) throw new Error(`la pression n’a pas touché l’élément : ${target}`);
}

export async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Starts collecting Event Timing entries of this page's interactions (press, release, click,
 * keys: the entries with an `interactionId`, those INP counts; the pointer's hover is not one).
 */
export async function observeEvents(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    const pressed: EventTarget[] = [];
    Object.assign(window, { __eventDurations: seen, __pressed: pressed });
    addEventListener('pointerdown', (event) => event.target && pressed.push(event.target), { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) seen.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The longest input-to-paint time observed since `observeEvents` (0 if none passed 16 ms). */
export async function longestEvent(page: Page): Promise<number> {
  // An entry is queued once the browser knows when its frame was presented, which a headless
  // browser may learn several frames later; entries under 16 ms never come. Half a second of
  // quiet page leaves time for every one that will.
  await page.waitForTimeout(500);
  await afterTwoFrames(page);
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __eventDurations: number[] }).__eventDurations));
}
