// `npm run bench:interactions`: how long the site takes to answer a visitor once it is hydrated
// (issue « the site at its physical floor »: menu, tab, accordion and typing within 50 ms). Each
// interaction is played in Debian's Chromium through nginx, on a CPU slowed 4× as Lighthouse's
// mobile preset does, after the page has hydrated (`<html data-hydrated>`); the browser's own
// Event Timing API measures it: from the input to the next frame painted, handlers and rendering
// included (what INP reports). Median and worst of N runs, one table, written to bench-results/.
// Not a test: timings on a shared machine vary; compare runs on the same machine.
//
//   npm run bench:interactions                 5 runs of each interaction
//   npm run bench:interactions -- --runs 9
//   npm run bench:interactions -- --cpu 1      this machine's CPU, not slowed
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNginx } from '@ecole/proxy';
import { chromium, type Page } from 'playwright-core';
import { median, table } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What the issue allows for an interaction after hydration. */
const LIMIT_MS = 50;

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' } },
});
const RUNS = Number(flags.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs : un entier ≥ 1, pas « ${flags.runs} »`);
/** How much slower than this machine the CPU is made (Lighthouse's mobile preset: 4). */
const CPU_SLOWDOWN = Number(flags.cpu);
if (!(CPU_SLOWDOWN >= 1)) throw new Error(`--cpu : un facteur ≥ 1, pas « ${flags.cpu} »`);

interface Interaction {
  name: string;
  path: string;
  width: number;
  /** Plays the interaction once; the page is hydrated. */
  play: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'menu mobile : ouvrir',
    path: '/',
    width: 375,
    play: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }).click(),
  },
  {
    name: 'menu « Formations » : ouvrir',
    path: '/',
    width: 1280,
    play: (page) => page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Formations' }).click(),
  },
  {
    name: 'onglet du programme : changer',
    path: '/programmes/marketing-digital',
    width: 1280,
    play: (page) => page.getByRole('tab').nth(1).click(),
  },
  {
    name: 'question de la FAQ : ouvrir',
    path: '/faq',
    width: 375,
    play: (page) => page.locator('main summary').first().click(),
  },
  {
    name: 'formulaire de contact : taper',
    path: '/contact',
    width: 375,
    play: async (page) => {
      await page.getByRole('textbox', { name: 'Prénom et Nom' }).click();
      await page.keyboard.type('Camille', { delay: 30 });
    },
  },
];

/** Starts collecting Event Timing entries of this page (every input, however short). */
async function observeEvents(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __eventDurations: number[] }).__eventDurations = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** The longest input-to-paint time observed since `observeEvents` (0 if none passed 16 ms). */
async function longestEvent(page: Page): Promise<number> {
  // Entries arrive after the next paint: give the browser two frames to report them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __eventDurations: number[] }).__eventDurations));
}

const nginx = await startNginx({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROME });
const rows: string[][] = [];
let over = 0;
try {
  for (const interaction of INTERACTIONS) {
    const durations: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`… ${interaction.name} (${interaction.path}, ${interaction.width} px), mesure ${run}/${RUNS}\n`);
      const context = await browser.newContext({ viewport: { width: interaction.width, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${nginx.url}${interaction.path}`);
      // Hydration starts at the first input or a few seconds after load: a key nobody sees starts it.
      await page.keyboard.press('Shift');
      await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
      await observeEvents(page);
      await interaction.play(page);
      durations.push(await longestEvent(page));
      await context.close();
    }
    const sorted = [...durations].sort((a, b) => a - b);
    const worst = sorted.at(-1)!;
    if (worst > LIMIT_MS) over += 1;
    rows.push([interaction.name, interaction.path, `${interaction.width} px`, `${median(sorted)} ms`, `${worst} ms`, worst <= LIMIT_MS ? 'oui' : 'NON']);
  }
} finally {
  await browser.close();
  await nginx.close();
}

const report = [
  `# Réactivité après hydratation — ${new Date().toISOString()}`,
  '',
  `Chromium, processeur ralenti ${CPU_SLOWDOWN}×, ${RUNS} mesure(s) par interaction ; durée de l’entrée à l’image suivante (Event Timing, comme l’INP ; 0 = moins de 16 ms).`,
  '',
  table(['interaction', 'page', 'largeur', 'médiane', 'pire', `≤ ${LIMIT_MS} ms`], rows),
  '',
].join('\n');
console.log(`\n${report}`);
const dir = join(ROOT, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `interactions-${new Date().toISOString().replace(/[:.]/g, '-')}.md`);
writeFileSync(file, report);
console.log(`Tableau écrit dans ${file}`);
if (over > 0) console.log(`${over} interaction(s) au-delà de ${LIMIT_MS} ms.`);
