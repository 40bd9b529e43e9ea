/**
 * Releases through the edge (issue 20): each app released and deployed alone with the README's
 * commands, served by the local edge (Cloudflare's runtime) from the deploy folder.
 *
 * - Release N of the four apps (the staff desk's too), deployed; the drift check agrees.
 * - A tab opened on the site's release N, its modules still on their way, while a team ships a
 *   new footer and a change to the contact form (this commit's builds as those two source changes
 *   would build them, support/releaseVariant.ts): `entreprises` first (the drift check fails and
 *   names `site`), then `site` (it passes). The tab's form island then starts from release N's
 *   assets, which the new deployment kept, and its form reaches the school.
 * - With N's assets gone (retention ended), a tab of N reloads once, onto the new release, and
 *   keeps what the visitor typed; it never reloads again.
 * - Campaign visits are counted from the edge's access log.
 * - `release:status` says what is live; `preview` serves a working copy beside the live releases.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visitsFromLog } from '@ecole/campaigns';
import type { RunningProxy } from '@ecole/proxy';
import { CLIENT_DIR, latestRelease, type ReleaseManifest, releaseDir, switchTo } from '@ecole/release';
import { startDeployedSite } from '@ecole/release/serveDeployed';
import { APP_NAMES, type AppName } from '@ecole/routes';
import type { Page } from '@playwright/test';
import getPort from 'get-port';
import { storedRequests, uniqueEmail } from '../support/backend.ts';
import { contactForm } from '../support/contactForm.ts';
import { holdHydration } from '../support/hydration.ts';
import { makeReleaseVariant } from '../support/releaseVariant.ts';
import { expect, test } from '../support/test.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ecole-release-e2e-'));
const store = join(work, 'releases');
const deployDir = join(work, 'deploy');
const accessLog = join(work, 'access.log');
const variant = join(work, 'variant');
const ENV = { ...process.env, RELEASES_DIR: store, DEPLOY_DIR: deployDir, FORCE_COLOR: '0' };

test.describe.configure({ mode: 'serial' });

/**
 * One of the README's release commands (`npm run release -- …`), from a checkout. Asynchronous:
 * the edge under test runs in this process and must keep answering while the command runs.
 */
function command(args: string[], cwd = REPO): Promise<{ status: number; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(join(cwd, 'packages/release/node_modules/.bin/tsx'), [join(cwd, 'packages/release/src/cli.ts'), ...args], {
      cwd,
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ status: code ?? 1, output }));
  });
}

async function ok(args: string[], cwd = REPO): Promise<string> {
  const { status, output } = await command(args, cwd);
  expect(status, `${args.join(' ')}\n${output}`).toBe(0);
  return output;
}

let edge: RunningProxy;
let baseUrl: string;

const releaseOf = async (page: Page) => page.locator('meta[name="release"]').getAttribute('content');

/**
 * Waits until the edge serves `release` for `path` (it follows the deploy folder, and picks a new
 * deployment up by starting its runtime again: a request that meets that instant is asked again).
 */
async function served(path: string, release: string) {
  await expect
    .poll(async () => {
      const html = await fetch(`${baseUrl}${path}`)
        .then((response) => response.text())
        .catch(() => '');
      return /<meta name="release" content="([^"]+)"/.exec(html)?.[1];
    })
    .toBe(release);
}

/**
 * The same commit with a new footer and a change to the contact form's code, released into the
 * same store: what another team's branch ships. Not installed nor built again (that cost about
 * 40 s of CPU in every run): the builds `npm test` made, rewritten as a build of those two source
 * changes would write them, in a folder the release command takes for a working copy of this
 * commit with changes (support/releaseVariant.ts). The README's command then releases it.
 */
async function releaseVariant(): Promise<Record<'site' | 'entreprises', ReleaseManifest>> {
  makeReleaseVariant(REPO, variant);
  await ok(['release', 'entreprises', '--no-build', '--allow-dirty'], variant);
  await ok(['release', 'site', '--no-build', '--allow-dirty'], variant);
  return { site: (await latestRelease(store, 'site'))!, entreprises: (await latestRelease(store, 'entreprises'))! };
}

const first: Partial<Record<AppName, ReleaseManifest>> = {};
let next: Record<'site' | 'entreprises', ReleaseManifest>;

test.beforeAll(async () => {
  // Four releases and four deployments while the other projects' tests run beside: a guard
  // against a hang on a loaded 2-core machine, not a measure.
  test.setTimeout(10 * 60_000);
  // Release N of each app (the staff desk's too), from the builds `npm test` made, each deployed alone.
  for (const app of APP_NAMES) {
    expect(await ok(['release', app, '--no-build', '--allow-dirty'])).toContain(`Release ${app}@`);
    first[app] = await latestRelease(store, app);
    expect(await ok(['deploy', app])).toContain(`release ${first[app]!.id} en ligne (premier déploiement)`);
  }
  edge = await startDeployedSite('edge', { port: 0, deployDir, supabase: process.env.E2E_SUPABASE_URL, accessLog, pollMs: 100 });
  baseUrl = edge.url;
});

test.afterAll(async () => {
  await edge?.close();
  rmSync(work, { recursive: true, force: true });
});

test('every page of release N says which release it is, and the three apps agree', async ({ page }) => {
  await page.goto(`${baseUrl}/tpe`);
  expect(await releaseOf(page)).toBe(`entreprises@${first.entreprises!.id}`);
  await page.goto(`${baseUrl}/formation-ia`);
  expect(await releaseOf(page)).toBe(`formation-ia@${first['formation-ia']!.id}`);
  const check = await command(['check', '--url', baseUrl]);
  expect(check.status, check.output).toBe(0);
  expect(check.output).toContain('✓ Les applications s’accordent');
});

test('a tab of release N keeps working across a new release: the drift check names the app behind, then agrees', async ({ page }) => {
  test.setTimeout(10 * 60_000); // two releases and two deployments on a loaded 2-core machine: a guard against a hang
  await page.clock.install();
  const release = await holdHydration(page);
  // The reason comes from the address, as every link of the site gives it (issue 23: /contact asks for one).
  await page.goto(`${baseUrl}/contact?objet=formation-ia`);
  expect(await releaseOf(page)).toBe(`site@${first.site!.id}`);
  const fields = contactForm(page);
  const email = uniqueEmail('release-n');
  await fields.name.fill('Camille Martin');
  await fields.email.fill(email);
  await fields.message.fill('Bonjour, j’ai ouvert cette page avant la mise à jour du site.');
  await fields.message.press('End'); // the form's island has started (focus); its modules are held

  next = await releaseVariant();
  expect(next.site.chrome.parts.footer).not.toBe(first.site!.chrome.parts.footer);

  // `entreprises` ships the new footer first: the site is behind.
  await ok(['deploy', 'entreprises']);
  await served('/tpe', `entreprises@${next.entreprises.id}`);
  const drift = await command(['check', '--url', baseUrl]);
  expect(drift.status).toBe(1);
  expect(drift.output).toContain(`« site » (release ${first.site!.id}) : le pied de page diffère de celui de « entreprises »`);
  expect(drift.output).toContain('À redéployer : site (');
  expect(drift.output).not.toContain('redéployez « formation-ia »');

  // Then `site`: they agree, and the new deployment keeps release N's assets.
  expect(await ok(['deploy', 'site'])).toContain(`releases ${first.site!.id}`);
  await served('/contact', `site@${next.site.id}`);
  expect((await command(['check', '--url', baseUrl])).status).toBe(0);

  // The tab opened on N now gets its modules: from N's assets, still served.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  release();
  await expect(page.locator('[data-island-slot="contact-form"]')).toHaveAttribute('data-island-live', '');
  await expect(fields.form).toHaveAttribute('data-enhanced', '');
  expect(await releaseOf(page)).toBe(`site@${first.site!.id}`);
  await page.clock.fastForward('01:00');
  await fields.send.click();
  await expect(page).toHaveURL(/\/thank-you/);
  expect(missing).toEqual([]);
  await expect.poll(async () => (await storedRequests(email)).length).toBe(1);
});

test('with release N’s assets gone, its tab reloads once onto the new release and keeps what was typed', async ({ page }) => {
  // Back to N (the rollback command), then a tab on it.
  expect(await ok(['rollback', 'site'])).toContain(`release ${first.site!.id} en ligne`);
  await served('/contact', `site@${first.site!.id}`);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const release = await holdHydration(page);
  await page.goto(`${baseUrl}/contact`);
  expect(await releaseOf(page)).toBe(`site@${first.site!.id}`);
  const fields = contactForm(page);
  await fields.name.fill('Dominique Bernard');
  await fields.email.fill('dominique.bernard@exemple.fr');
  await fields.message.fill('Ce message doit survivre au rechargement.');
  await fields.message.press('End');

  // N+1 again, this time keeping no earlier release: N's chunks are gone.
  await switchTo({ deployDir, manifest: next.site, source: join(releaseDir(store, 'site', next.site.id), CLIENT_DIR), retention: { keep: 1, keepDays: 0 } });
  await served('/contact', `site@${next.site.id}`);

  release();
  await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', `site@${next.site.id}`);
  // The reloaded page's meta is parsed before its `load` event: wait for the event, not the meta.
  await expect.poll(() => loads).toBe(2);
  await expect(fields.name).toHaveValue('Dominique Bernard');
  await expect(fields.email).toHaveValue('dominique.bernard@exemple.fr');
  await expect(fields.message).toHaveValue('Ce message doit survivre au rechargement.');
  // The reloaded page's form island starts from its own release, and never reloads again.
  await fields.message.press('End');
  await expect(page.locator('[data-island-slot="contact-form"]')).toHaveAttribute('data-island-live', '');
  await expect(fields.message).toHaveValue('Ce message doit survivre au rechargement.');
  expect(loads).toBe(2);
});

test('the campaign report counts visits from the edge’s access log', async () => {
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  await fetch(`${baseUrl}/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=edge`, { headers: { 'User-Agent': browser } });
  await expect
    .poll(
      () =>
        visitsFromLog(readFileSync(accessLog, 'utf8').split('\n'), { siteHosts: new Set([new URL(baseUrl).host]) }).filter(
          (visit) => visit.utm_campaign === 'edge',
        ).length,
    )
    .toBe(1);
  // Each line holds the eight documented fields and nothing else (the page served and the variant
  // drawn since issue 37): no address, no header, no body.
  for (const line of readFileSync(accessLog, 'utf8').trim().split('\n')) {
    expect(Object.keys(JSON.parse(line)).sort()).toEqual(['method', 'page', 'path', 'referrer_host', 'status', 'time', 'user_agent', 'variant']);
  }
});

test('release:status says what is live; a preview shows this working copy beside the live releases', async () => {
  const status = await ok(['status']);
  expect(status).toContain(`en ligne        ${next.site.id}`);
  expect(status).toContain(`en ligne        ${next.entreprises.id}`);

  // `npm run preview -- entreprises`: this working copy's entreprises (built as `@local`), the
  // site as deployed.
  const port = await getPort({ host: '127.0.0.1' });
  const preview = spawn(
    join(REPO, 'packages/release/node_modules/.bin/tsx'),
    // --no-build: this working copy's build, which `npm test` made and the other projects are
    // serving (a new build empties the folder under them: an entreprises page once answered 404).
    [join(REPO, 'packages/release/src/cli.ts'), 'preview', 'entreprises', '--port', String(port), '--no-build'],
    {
      cwd: REPO,
      env: ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  preview.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  preview.stderr.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  try {
    await expect.poll(() => printed, { timeout: 120_000 }).toContain('Aperçu de « entreprises »');
    expect(printed).toContain(`site          release ${next.site.id} (en ligne dans ${deployDir})`);
    const release = async (path: string) => /<meta name="release" content="([^"]+)"/.exec(await (await fetch(`http://127.0.0.1:${port}${path}`)).text())?.[1];
    expect(await release('/tpe')).toBe('entreprises@local');
    expect(await release('/')).toBe(`site@${next.site.id}`);
  } finally {
    preview.kill('SIGTERM');
  }
});
