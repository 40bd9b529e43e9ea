// `npm run bench`: the numbers to watch, as tables. Not a test: timings on a shared machine vary;
// compare runs on the same machine. Needs nginx and Debian's Chromium (`npm test` installs both).
//
//   npm run bench                             build, then every route, median of 3
//   npm run bench -- --runs 1 --routes /,/contact
//   npm run bench -- --no-build --no-lighthouse   sizes and proxy timings only (embedded, nginx, edge)
//   npm run bench -- --no-lcp                 without the largest paints of a visitor who reads
//   npm run bench -- --floor-from 0b9bf29     the floor of that commit's pages (built in a clone of its own, kept)
//   npm run bench -- --reports DIR            every Lighthouse report kept as JSON (its LCP element, its request chains)
//
// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) runs on every route through
// nginx, and on the route's "floor": the same built HTML with every <script> and module preload
// removed, served by a second nginx with the same rules from a temporary copy of the builds. The
// two are measured one after the other for each route and run (interleaved), so a machine that
// slows down slows both, and the table gives each route's LCP and FCP as a ratio to its floor.
// `--floor-from <commit>`: the floor is that commit's pages without their scripts (floorFrom.ts),
// for targets set against the floor of the day an issue was filed, not the floor of the build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultRoots, startEmbeddedProxy, startLocalEdge, startNginx } from '@ecole/proxy';
import { APP_NAMES, APPS, type AppName, htmlFileOf, PAGE_ROUTES } from '@ecole/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { writeFloorBuilds } from './floor.ts';
import { buildsAtCommit } from './floorFrom.ts';
import { type LcpEntry, lcpEntries, liveWithoutInput, MOBILE_SCREEN, NO_INPUT_MS, observeLcp } from './lcp.ts';
import { ROOT, writeResults } from './results.ts';
import { filesUnder, gzipSizeOfFile, kb, median, pageBytes, percentile, table } from './sizes.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const { values: flags } = parseArgs({
  // `npm run bench -- --runs 1` reaches here with pnpm's `--` separator before the flags.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    out: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-proxies': { type: 'boolean', default: false },
    'no-lcp': { type: 'boolean', default: false },
    'floor-from': { type: 'string' },
    reports: { type: 'string' },
  },
});
const RUNS = Number(flags.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: un entier ≥ 1, pas « ${flags.runs} »`);
const ROUTE_PATHS = flags.routes
  ? flags.routes
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean)
  : PAGE_ROUTES.map((route) => route.path);
// The public pages: the staff desk (signed in, client-rendered) has its byte budget
// (budgets.test.ts), not a Lighthouse run against the no-JavaScript floor of a page it is not.
const unknown = ROUTE_PATHS.filter((path) => !PAGE_ROUTES.some((route) => route.path === path));
if (unknown.length > 0) throw new Error(`--routes : hors des pages publiques de la table des routes : ${unknown.join(', ')}`);
const routes = ROUTE_PATHS.map((path) => PAGE_ROUTES.find((route) => route.path === path)!);

const output: string[] = [];
/** Prints a block and keeps it for the results file. */
function print(text: string) {
  console.log(text);
  output.push(text);
}

print(`# Banc de mesure du site — ${new Date().toISOString()}\n`);

if (!flags['no-build']) {
  console.log('Build des 3 applications…');
  const started = performance.now();
  const args = ['-y', 'pnpm@10.34.9', 'exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'];
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('Le build des applications a échoué.');
  print(`Build : ${((performance.now() - started) / 1000).toFixed(1)} s (turbo, cache compris)\n`);
}

/** Each app's built client files. */
const builds = defaultRoots();

// Sizes per app: everything shipped.
const appRows = APP_NAMES.map((app) => {
  const dir = builds[app];
  const files = filesUnder(join(dir, APPS[app].assetsDir)).map((file) => join(dir, APPS[app].assetsDir, file));
  const sum = (ext: RegExp) => files.filter((file) => ext.test(file)).reduce((total, file) => total + gzipSizeOfFile(file), 0);
  return [
    app,
    kb(sum(/\.js$/)),
    kb(sum(/\.css$/)),
    kb(files.filter((file) => /\.(woff2?|svg|png|jpe?g|webp)$/.test(file)).reduce((t, f) => t + readFileSync(f).length, 0)),
  ];
});
print(table(['application', 'JS total (gzip)', 'CSS total (gzip)', 'polices et images'], appRows));

const noindex = (app: AppName, path: string) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(join(builds[app], htmlFileOf(path)), 'utf8'));
const bytes = new Map<string, ReturnType<typeof pageBytes>>(routes.map((route) => [route.path, pageBytes(builds[route.app], htmlFileOf(route.path))]));

/**
 * Response times of `path` (the whole body read, gzip accepted): `count` requests, `concurrency`
 * at a time (each of `concurrency` loops sends its next request when the last one ends).
 */
async function timings(baseUrl: string, path: string, count: number, concurrency: number): Promise<number[]> {
  const times: number[] = [];
  let left = count;
  const loop = async () => {
    while (left > 0) {
      left -= 1;
      const started = performance.now();
      const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return times;
}

const p50p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(2)} / ${percentile(sorted, 95).toFixed(2)} ms`;
};

if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx absent (/usr/sbin/nginx) : `npm test` l’installe, ou apt-get install nginx-light.');
const floorSource = flags['floor-from'] ? buildsAtCommit(ROOT, flags['floor-from'], builds) : undefined;
/** What the floor is, as the tables name it. */
const FLOOR_NAME = floorSource ? `plancher ${floorSource.sha.slice(0, 7)}` : 'plancher';
if (floorSource) {
  const others = floorSource.missing.length > 0 ? ` (${floorSource.missing.join(', ')} : absent de ce commit, build actuel)` : '';
  print(`Plancher : les pages de ${floorSource.sha.slice(0, 12)} sans leurs scripts, build dans ${floorSource.dir}${others}\n`);
}
const nginx = await startNginx({ port: 0 });
const floor = writeFloorBuilds(floorSource?.roots ?? builds);
const floorNginx = await startNginx({ port: 0, roots: floor.roots });

try {
  if (!flags['no-proxies']) {
    // The three proxies side by side: rounds alternate between them, so a machine that slows down
    // slows each alike. A page and a hashed asset, one request at a time and 50 at a time.
    const someAsset = `/${APPS.site.assetsDir}/${filesUnder(join(builds.site, APPS.site.assetsDir)).find((file) => file.endsWith('.js'))}`;
    const embedded = await startEmbeddedProxy({ port: 0 });
    const edge = await startLocalEdge({ port: 0, roots: builds });
    const proxies = [
      ['embarqué (Node)', embedded.url],
      ['nginx', nginx.url],
      ['edge (workerd)', edge.url],
    ] as const;
    const cases = [
      ['/', 1],
      ['/', 50],
      [someAsset, 1],
      [someAsset, 50],
    ] as const;
    const ROUNDS = 3;
    const PER_ROUND = 100;
    const results = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [path, concurrency] of cases) {
        for (const [name, url] of proxies) {
          const key = `${name}|${path}|${concurrency}`;
          results.set(key, [...(results.get(key) ?? []), ...(await timings(url, path, PER_ROUND, concurrency))]);
        }
      }
    }
    await Promise.all([embedded.close(), edge.close()]);
    const latencyRows = proxies.map(([name]) => [name, ...cases.map(([path, concurrency]) => p50p95(results.get(`${name}|${path}|${concurrency}`)!))]);
    print(`\n${table(['proxy', '/ ×1 (p50 / p95)', '/ ×50 (p50 / p95)', 'asset JS ×1 (p50 / p95)', 'asset JS ×50 (p50 / p95)'], latencyRows)}`);
    print(`(${ROUNDS * PER_ROUND} requêtes par case, en ${ROUNDS} manches alternées entre les proxys ; ×50 : 50 requêtes à la fois.)`);
  }

  if (!flags['no-lcp']) {
    // Issue 25, point 1: what Lighthouse does not see, since it stops before hydration. A visitor
    // who reads without touching the page: the first and the last largest paint of the page (its
    // boot timer hydrates it and its islands arrive, on Playwright's clock), against its floor's.
    // A last entry later than the first is a "late LCP", what the field data would report.
    if (!existsSync(CHROME)) throw new Error(`Chromium introuvable (${CHROME}) : CHROME_PATH, ou apt-get install chromium.`);
    const browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const paints = new Map<string, { floor: number[]; first: number[]; last: number[]; late: number }>();
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        for (const route of routes) {
          // One context per route and run; a first visit of the floor, not counted, fills its cache
          // with the styles and font, so the floor and the page both find them there.
          const context = await browser.newContext(MOBILE_SCREEN);
          const entriesAt = async (base: string, live: boolean): Promise<LcpEntry[]> => {
            const page = await context.newPage();
            await observeLcp(page);
            if (live) await page.clock.install();
            await page.goto(new URL(route.path, base).href);
            if (live) await liveWithoutInput(page);
            const entries = await lcpEntries(page);
            await page.close();
            return entries;
          };
          await entriesAt(floorNginx.url, false);
          const floorEntries = await entriesAt(floorNginx.url, false);
          const pageEntries = await entriesAt(nginx.url, true);
          await context.close();
          const measure = paints.get(route.path) ?? { floor: [], first: [], last: [], late: 0 };
          measure.floor.push(floorEntries.at(-1)?.startTime ?? Number.NaN);
          measure.first.push(pageEntries[0]?.startTime ?? Number.NaN);
          measure.last.push(pageEntries.at(-1)?.startTime ?? Number.NaN);
          if (pageEntries.length > 1) measure.late += 1;
          paints.set(route.path, measure);
          console.log(
            `  LCP passe ${run}/${RUNS} ${route.path}: ${pageEntries.map((entry) => Math.round(entry.startTime)).join(' → ')} ms (${FLOOR_NAME} ${Math.round(measure.floor.at(-1)!)} ms)`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    const ms = (values: number[]) => `${Math.round(median(values))} ms`;
    const lcpRows = routes.map((route) => {
      const measure = paints.get(route.path)!;
      return [
        route.path,
        ms(measure.first),
        ms(measure.last),
        ms(measure.floor),
        (median(measure.last) / median(measure.floor)).toFixed(2),
        `${measure.late} / ${RUNS}`,
      ];
    });
    const late = lcpRows.filter((row) => row[5] !== `0 / ${RUNS}`).length;
    print(
      `\nLCP d'un visiteur qui lit sans toucher la page (Chromium, écran mobile de Lighthouse, sans ralentissement ; ${NO_INPUT_MS / 1000} s sans interaction après load sur l'horloge de Playwright : îlots atteints sans défiler compris), médiane de ${RUNS} passe(s)\n`,
    );
    print(table(['route', 'premier LCP', 'dernier LCP', FLOOR_NAME, `dernier / ${FLOOR_NAME}`, 'LCP tardif'], lcpRows));
    print(`${late} route(s) sur ${routes.length} avec un LCP tardif (une entrée après la première). Objectif : aucune, et dernier / plancher ≤ 1,10.`);
  }

  const byteColumns = (path: string) => {
    const page = bytes.get(path)!;
    return [kb(page.js), kb(page.islands), kb(page.css), kb(page.html)];
  };

  if (flags['no-lighthouse']) {
    print(
      `\n${table(
        ['route', 'JS au chargement', 'JS des îlots', 'CSS', 'HTML'],
        routes.map((route) => [route.path, ...byteColumns(route.path)]),
      )}`,
    );
  } else {
    if (!existsSync(CHROME)) throw new Error(`Chromium introuvable (${CHROME}) : CHROME_PATH, ou apt-get install chromium.`);
    interface Measure {
      scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
      fcp: number;
      lcp: number;
      tbt: number;
      cls: number;
    }
    const measures = new Map<string, Measure[]>();
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const total = RUNS * routes.length * 2;
    let done = 0;
    const started = performance.now();
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        for (const route of routes) {
          for (const [kind, base] of [
            ['réel', nginx.url],
            ['plancher', floorNginx.url],
          ] as const) {
            const audit = () =>
              lighthouse(new URL(route.path, base).href, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
                // A step inside the site (its own referrer), as lcp.spec loads pages: a page under an
                // experiment (/formation-ia, issue 37) is then the page as it is on both sides, not a
                // version drawn at random for an arrival from outside, which made its runs measure
                // two pages, and 0b9bf29's floor has no drawn versions (`_a`, `_b`) to serve at all.
                extraHeaders: { Referer: new URL('/', base).href },
              });
            let lhr = (await audit())?.lhr;
            // A run Lighthouse itself reports as failed (e.g. no paint seen on a loaded machine) is retried once.
            if (lhr?.runtimeError) {
              console.log(`    (${route.path}, ${kind} : ${lhr.runtimeError.code}, nouvel essai)`);
              lhr = (await audit())?.lhr;
            }
            if (!lhr) throw new Error(`Lighthouse n’a rien rendu pour ${route.path} (${kind})`);
            const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
            const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
            const measure: Measure = {
              scores: {
                performance: score('performance'),
                accessibility: score('accessibility'),
                'best-practices': score('best-practices'),
                seo: score('seo'),
              },
              fcp: value('first-contentful-paint'),
              lcp: value('largest-contentful-paint'),
              tbt: value('total-blocking-time'),
              cls: value('cumulative-layout-shift'),
            };
            if (flags.reports) {
              mkdirSync(flags.reports, { recursive: true });
              const name = `${run}-${kind === 'réel' ? 'reel' : 'plancher'}-${route.path.replace(/\W+/g, '_')}.json`;
              writeFileSync(join(flags.reports, name), JSON.stringify(lhr));
            }
            const key = `${kind} ${route.path}`;
            measures.set(key, [...(measures.get(key) ?? []), measure]);
            done += 1;
            // Which element was the largest paint: on /formation-ia, the experiment's draw changes the title.
            const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
              | { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> }
              | undefined;
            const lcpElement = (lcpDetails?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '?').slice(0, 40);
            const eta = (((performance.now() - started) / done) * (total - done)) / 1000;
            console.log(
              `[${done}/${total}] passe ${run}/${RUNS} ${kind.padEnd(8)} ${route.path}: perf ${measure.scores.performance}, FCP ${(measure.fcp / 1000).toFixed(2)} s, LCP ${(measure.lcp / 1000).toFixed(2)} s, TBT ${Math.round(measure.tbt)} ms, CLS ${measure.cls.toFixed(3)}, LCP « ${lcpElement} » (reste ≈ ${Math.round(eta / 60)} min)`,
            );
          }
        }
      }
    } finally {
      await chrome.kill();
    }

    const medianOf = (key: string, pick: (measure: Measure) => number) => median((measures.get(key) ?? []).map(pick));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const rows = routes.map((route) => {
      const real = `réel ${route.path}`;
      const base = `plancher ${route.path}`;
      const ratio = (pick: (measure: Measure) => number) => (medianOf(real, pick) / medianOf(base, pick)).toFixed(2);
      return [
        route.path,
        ...(['performance', 'accessibility', 'best-practices'] as const).map((id) => String(medianOf(real, (m) => m.scores[id]))),
        // A noindex page is meant to fail Lighthouse's « is indexable » audit.
        `${medianOf(real, (m) => m.scores.seo)}${noindex(route.app, route.path) ? ' (noindex)' : ''}`,
        seconds(medianOf(real, (m) => m.fcp)),
        seconds(medianOf(real, (m) => m.lcp)),
        `${Math.round(medianOf(real, (m) => m.tbt))} ms`,
        medianOf(real, (m) => m.cls).toFixed(3),
        `${seconds(medianOf(base, (m) => m.fcp))} / ${seconds(medianOf(base, (m) => m.lcp))}`,
        ratio((m) => m.fcp),
        ratio((m) => m.lcp),
        ...byteColumns(route.path),
      ];
    });
    const floorIs = floorSource ? `HTML de ${floorSource.sha.slice(0, 12)}` : 'même HTML';
    print(
      `\nLighthouse mobile via nginx, médiane de ${RUNS} passe(s), réel et plancher alternés (${FLOOR_NAME} : ${floorIs} sans <script> ni modulepreload)\n`,
    );
    print(
      table(
        [
          'route',
          'perf.',
          'access.',
          'bonnes pr.',
          'SEO',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          `${FLOOR_NAME} FCP / LCP`,
          'FCP / plancher',
          'LCP / plancher',
          'JS au chargement (gzip)',
          'JS des îlots (gzip)',
          'CSS (gzip)',
          'HTML (gzip)',
        ],
        rows,
      ),
    );
  }
} finally {
  await Promise.allSettled([nginx.close(), floorNginx.close()]);
  floor.remove();
}

const file = writeResults('bench', output.join('\n'), flags.out);
console.log(`\nTableau écrit dans ${file}`);
