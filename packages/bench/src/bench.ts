// `npm run bench`: the numbers to watch, printed as tables. Not a test: timings on a shared
// machine vary; compare runs on the same machine. Needs Debian's Chromium for Lighthouse
// (`npm test` installs it) and nginx for its timing row (skipped with a note when absent).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedProxy, startNginx } from '@ecole/proxy';
import { APP_NAMES, APPS, CLIENT_BUILD_DIR, ROUTES } from '@ecole/routes';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filesUnder, firstLoadAssets, gzipSize, gzipSizeOfFile, kb, percentile, table } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipBuild = process.argv.includes('--no-build');
const skipLighthouse = process.argv.includes('--no-lighthouse');
/** The pages with real content; the others are placeholders until their issues land. */
const LIGHTHOUSE_PAGES = ['/', '/contact', '/thank-you', '/formation-ia', '/tpe', '/programmes'];

const clientDir = (app: (typeof APP_NAMES)[number]) => join(ROOT, APPS[app].dir, CLIENT_BUILD_DIR);

function timedBuild(force: boolean): number {
  const started = performance.now();
  const args = ['-y', 'pnpm@10.34.9', 'exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only', ...(force ? ['--force'] : [])];
  const result = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('Le build des applications a échoué.');
  return (performance.now() - started) / 1000;
}

console.log('Banc de mesure du site\n');

if (!skipBuild) {
  console.log('Build à froid (turbo --force) puis depuis le cache…');
  const cold = timedBuild(true);
  const cached = timedBuild(false);
  console.log(
    `\n${table(
      ['build des 3 applications', 'durée'],
      [
        ['à froid', `${cold.toFixed(1)} s`],
        ['depuis le cache turbo', `${cached.toFixed(1)} s`],
      ],
    )}\n`,
  );
}

// Sizes per app: everything shipped, and what a first visit downloads.
const appRows = APP_NAMES.map((app) => {
  const dir = clientDir(app);
  const files = filesUnder(join(dir, APPS[app].assetsDir)).map((file) => join(dir, APPS[app].assetsDir, file));
  const sum = (ext: RegExp) => files.filter((file) => ext.test(file)).reduce((total, file) => total + gzipSizeOfFile(file), 0);
  return [
    app,
    kb(sum(/\.js$/)),
    kb(sum(/\.css$/)),
    kb(files.filter((file) => /\.(woff2?|svg|png|jpe?g|webp)$/.test(file)).reduce((t, f) => t + readFileSync(f).length, 0)),
  ];
});
console.log(table(['application', 'JS total (gzip)', 'CSS total (gzip)', 'polices et images'], appRows));

const pageRows = ROUTES.map((route) => {
  const dir = clientDir(route.app);
  const html = readFileSync(join(dir, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`), 'utf8');
  const { js, css } = firstLoadAssets(html);
  const size = (paths: string[]) => paths.reduce((total, path) => total + gzipSizeOfFile(join(dir, path)), 0);
  return [route.path, route.app, kb(gzipSize(html)), kb(size(js)), kb(size(css))];
});
console.log(`\n${table(['page', 'application', 'HTML (gzip)', 'JS au 1er chargement (gzip)', 'CSS (gzip)'], pageRows)}`);

// Response times of the two proxies for a page and a hashed asset (sequential requests).
async function latency(baseUrl: string, path: string, count = 300): Promise<[number, number]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(path, baseUrl), { headers: { 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [percentile(times, 50), percentile(times, 95)];
}
const someAsset = `/${APPS.site.assetsDir}/${filesUnder(join(clientDir('site'), APPS.site.assetsDir)).find((file) => file.endsWith('.js'))}`;
const embedded = await startEmbeddedProxy({ port: 0 });
const proxies: Array<[string, string, () => Promise<void>]> = [['embarqué (Node)', embedded.url, embedded.close]];
if (existsSync('/usr/sbin/nginx')) {
  const nginx = await startNginx({ port: 0 });
  proxies.push(['nginx', nginx.url, nginx.close]);
} else {
  console.log('\n(nginx absent : seule la ligne du proxy embarqué est mesurée)');
}
const latencyRows: string[][] = [];
for (const [name, url] of proxies) {
  const [pageP50, pageP95] = await latency(url, '/');
  const [assetP50, assetP95] = await latency(url, someAsset);
  latencyRows.push([name, `${pageP50.toFixed(2)} / ${pageP95.toFixed(2)} ms`, `${assetP50.toFixed(2)} / ${assetP95.toFixed(2)} ms`]);
}
console.log(`\n${table(['proxy', '/ (p50 / p95)', 'asset JS (p50 / p95)'], latencyRows)}`);

if (!skipLighthouse) {
  if (!existsSync(CHROME)) {
    console.log(`\nLighthouse non mesuré : Chromium introuvable (${CHROME}).`);
  } else {
    console.log('\nLighthouse (mobile, réseau et processeur simulés lents)…');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const rows: string[][] = [];
    try {
      for (const path of LIGHTHOUSE_PAGES) {
        const result = await lighthouse(new URL(path, embedded.url).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        const score = (id: string) => String(Math.round((lhr?.categories[id]?.score ?? 0) * 100));
        const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '–';
        rows.push([
          path,
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          metric('largest-contentful-paint'),
          metric('total-blocking-time'),
          metric('cumulative-layout-shift'),
        ]);
      }
    } finally {
      await chrome.kill();
    }
    console.log(table(['page', 'perf.', 'access.', 'bonnes pratiques', 'SEO', 'LCP', 'TBT', 'CLS'], rows));
  }
}

for (const [, , close] of proxies) await close();
