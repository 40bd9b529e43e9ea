import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE } from '@ecole/browser/Islands';
import type { Browser, CDPSession } from 'playwright-core';
import { longestEvent, tap } from '../tapping.ts';
import { type CpuProfile, cpuShares, type ScriptKind } from './cpuShares.ts';
import type { FirstTapProbe } from './probes.ts';

/** One fast first tap on a fresh page. */
export interface FirstTap {
  /** The live island does not show what the tap asked for (always false on the floor). */
  lost: boolean;
  /** Event Timing's longest input-to-paint of the tap and the keys (0: all under 16 ms). */
  paint: number;
  /** From the press to the island live (negative: live before the press); 0 on the floor. */
  toLive: number;
  /** From the island's start to its code's last byte (its entry and what it imports), ms. */
  download: number;
  /** From its code's last byte to the island live: the main thread's share of its start, ms. */
  lastByteToLive: number;
  /** The longest task from the island's start (or the press, if earlier) to live or the tap's paint, ms (0: none over 50 ms). */
  longestTask: number;
  /** JavaScript time on the main thread, by script, from before the section is reached to the end (idle excluded). */
  cpu: Record<ScriptKind, number>;
}

/** The attributes the loader sets on a slot, passed to the page's recorder. */
interface SlotNames {
  slot: string;
  started: string;
  live: string;
}

/**
 * What the page records of itself from its start (run before its own scripts): when each island
 * started and went live, the press, the long tasks. A function, serialised by Playwright.
 */
function recordTimes(names: SlotNames): void {
  const times: Omit<Recorded, 'scripts'> = { longTasks: [] };
  Object.assign(window, { __ecFirstTap: times });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'pointerdown',
    () => {
      times.pressedAt ??= performance.now();
    },
    { capture: true },
  );
  new MutationObserver((records) => {
    for (const record of records) {
      const slot = record.target;
      if (!(slot instanceof Element)) continue;
      const name = slot.getAttribute(names.slot) ?? '';
      const at = record.attributeName === names.started ? (times.started ??= {}) : record.attributeName === names.live ? (times.live ??= {}) : undefined;
      if (at) at[name] ??= performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [names.started, names.live] });
}

interface Recorded {
  pressedAt?: number;
  started?: Record<string, number>;
  live?: Record<string, number>;
  longTasks: { start: number; duration: number }[];
  /** The island's scripts: the app's assets but its boot entry. */
  scripts: { start: number; end: number }[];
}

/** Lighthouse's slow 4G (its DevTools throttling: 562.5 ms of latency, 1.47 Mbit/s down). */
async function slow4g(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
}

/**
 * The « fast first tap right after the section comes on screen » probe (issue 39, points 3 to 5):
 * a fresh page, its section scrolled on screen after `load`, then at once a 30 ms press on what a
 * visitor would tap (and, in a field, « 19 » or a name typed), while the island is still starting.
 * On Lighthouse's slow 4G, so the tap falls while the island's code comes, as on a phone, and on a
 * CPU slowed `cpu` times. On `baseUrl`'s floor (the page without its scripts: `floor`), the same
 * tap and keys: what the browser itself needs, the cost a tap on the island is compared with.
 * The page's main thread is sampled (V8's CPU profiler, on the floor too, so both pay its cost):
 * where the first tap's JavaScript time went, React DOM apart from the island's own code.
 */
export async function probeFirstTap(
  browser: Browser,
  baseUrl: string,
  probe: FirstTapProbe,
  { cpu, floor }: { cpu: number; floor: boolean },
): Promise<FirstTap> {
  const context = await browser.newContext({ viewport: { width: probe.width, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await slow4g(cdp);
    await page.addInitScript(recordTimes, { slot: ISLAND_SLOT_ATTRIBUTE, started: ISLAND_STARTED_ATTRIBUTE, live: ISLAND_LIVE_ATTRIBUTE } satisfies SlotNames);
    await page.goto(`${baseUrl}${probe.path}`, { timeout: 120_000 });
    await page.waitForLoadState('load');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    const slot = page.locator(`[${ISLAND_SLOT_ATTRIBUTE}="${probe.island}"]`);
    await slot.scrollIntoViewIfNeeded();
    const target = probe.target(slot);
    await tap(page, target, 30);
    if (probe.typed) await page.keyboard.type(probe.typed, { delay: 30 });
    if (!floor) {
      await slot
        .locator('xpath=.')
        .and(page.locator(`[${ISLAND_LIVE_ATTRIBUTE}]`))
        .waitFor({ timeout: 120_000 });
    }
    const paint = await longestEvent(page);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const recorded = await page.evaluate(
      () =>
        ({
          ...(window as unknown as { __ecFirstTap: Omit<Recorded, 'scripts'> }).__ecFirstTap,
          scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname) && !entry.name.includes('/boot/'))
            .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
        }) satisfies Recorded,
    );
    const started = recorded.started?.[probe.island] ?? 0;
    const live = recorded.live?.[probe.island] ?? 0;
    const lastByte = Math.max(0, ...recorded.scripts.map((script) => script.end));
    const firstRequest = Math.min(...recorded.scripts.map((script) => script.start));
    const pressedAt = recorded.pressedAt ?? 0;
    const tapPainted = pressedAt + paint;
    // On the floor, from the press: nothing starts there.
    const from = floor ? pressedAt : Math.min(started, pressedAt);
    return {
      lost: floor ? false : !(await probe.kept(slot, target)),
      paint,
      toLive: floor ? 0 : Math.round(live - pressedAt),
      download: floor ? 0 : Math.round(lastByte - Math.min(started, firstRequest)),
      lastByteToLive: floor ? 0 : Math.round(live - lastByte),
      longestTask: Math.round(
        Math.max(
          0,
          ...recorded.longTasks.filter((task) => task.start + task.duration >= from && task.start <= Math.max(live, tapPainted)).map((task) => task.duration),
        ),
      ),
      cpu: cpuShares(profile),
    };
  } finally {
    await context.close();
  }
}
