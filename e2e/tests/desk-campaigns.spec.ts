import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicOrigin } from '@ecole/campaigns/landings';
import { shipLog } from '@ecole/campaigns/ship';
import { type RunningProxy, startEmbeddedProxy } from '@ecole/proxy';
import { addStaff } from '@ecole/staff-export';
import { LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import type { Page } from '@playwright/test';
import getPort from 'get-port';
import { signIn } from '../support/desk.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 37, point 2: the desk's « Campagnes » shows the figures `npm run campaign-report` prints,
 * on the same data (one SQL function, public.campaign_figures, two readers). Against a stand-in and
 * an embedded proxy of its own, so that no other test's visits or requests change the figures:
 * visits made in Chromium through the proxy and shipped from its access log the next minute, the
 * nginx log of two December days (packages/campaigns' fixture: forged campaigns, robots, steps
 * inside the site), and requests of those days. The command's CSV and the page's tables match,
 * row for row; the tracked link made on the page is the command's.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const NGINX_FIXTURE = join(REPO, 'packages/campaigns/test/fixtures/nginx-2026-12.log');
const DECEMBER = { from: '2026-12-01', to: '2026-12-02' };
const TRACKED = '/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let supabase: SupabaseLocal;
let proxy: RunningProxy;
let work: string;
let accessLog: string;

/** Requests as the site stores them: their landing, campaign and the variant of their page. */
const REQUESTS = [
  { at: '2026-12-01T06:40:00Z', landing: '/tpe', utm: ['salon-laval', 'print', 'rentree-2026'] },
  { at: '2026-12-01T10:05:00Z', landing: '/formation-ia', variant: 'formation-ia-titre:b' },
  { at: '2026-12-01T12:00:00Z', landing: '/formation-ia', variant: 'formation-ia-titre:b', utm: ['linkedin', 'social', 'formation-ia-hiver'] },
  { at: '2026-12-01T20:00:00Z', landing: '/pme', utm: ['linkedin', 'social', 'rentree-2026'] },
  { at: '2026-12-02T08:00:00Z', landing: null },
  { at: '2026-12-02T09:00:00Z', landing: '/une-ancienne-page' },
];

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ecole-campagnes-'));
  accessLog = join(work, 'access.log');
  // The functions' SITE_ORIGIN is the public site's (as deployed): the visit rule and the
  // command's default --site-host name the same hosts.
  supabase = await startSupabaseLocal({
    port: 0,
    dataDir: join(work, 'db'),
    outboxDir: join(work, 'outbox'),
    sweepIntervalMs: 0,
    siteOrigin: publicOrigin(),
    log: () => {},
  });
  proxy = await startEmbeddedProxy({ port: await getPort({ host: '127.0.0.1' }), supabase: supabase.url, accessLog });
  for (const [index, request] of REQUESTS.entries()) {
    await supabase.db.query(
      `insert into public.contact_requests (name, email, reason, message, created_at, landing_path, utm_source, utm_medium, utm_campaign, experiment_variant, notified_at)
       values ('Visiteur', $1, 'Formation IA', 'Message', $2, $3, $4, $5, $6, $7, now())`,
      [`visiteur-${index}@campagnes.example`, request.at, request.landing, ...(request.utm ?? [null, null, null]), request.variant ?? null],
    );
  }
});

test.afterAll(async () => {
  await Promise.allSettled([proxy?.close(), supabase?.close()]);
  rmSync(work, { recursive: true, force: true });
});

/** What the shipper does every minute beside nginx (`npm run campaign-ship`): the new lines to the counters. */
const ship = (file: string) => shipLog({ file, url: `${supabase.url}/functions/v1/campaign-visits`, secret: supabase.campaignIngestSecret });

/** `npm run campaign-report` on this stand-in, with the service-role key: its CSV's rows. */
async function commandRows(period: { from: string; to: string }): Promise<string[][]> {
  const out = mkdtempSync(join(work, 'rapport-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'packages/campaigns/src/report-cli.ts'), '--from', period.from, '--to', period.to, '--out', out],
    { cwd: REPO, env: { ...process.env, SUPABASE_URL: supabase.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  child.stdout.on('data', (chunk) => {
    said += chunk;
  });
  child.stderr.on('data', (chunk) => {
    said += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code, said).toBe(0);
  // Read from the counters, not from a file.
  expect(said).toContain('Visites\u00a0: compteurs de visites de la base');
  const csv = readFileSync(join(out, 'rapport-campagnes.csv'), 'utf8').replace(/^\uFEFF/, '');
  return csv
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(';').map((field) => field.replace(/^"(.*)"$/, '$1').replace(/""/g, '"')));
}

/** A table of the page as its rows of cells: the label, visits, requests, rate. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table').filter({ has: page.locator('caption', { hasText: caption }) });
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/** The page's tables in the CSV's shape: one row per page, then per campaign, then the total once. */
async function pageRows(page: Page): Promise<string[][]> {
  const landings = await tableRows(page, 'Par page d’arrivée');
  const campaigns = await tableRows(page, 'Par campagne');
  const total = landings.at(-1)!;
  expect(campaigns.at(-1)).toEqual(total);
  expect(total[0]).toBe('Total');
  return [
    ...landings.slice(0, -1).map((row) => ['Page d’arrivée', ...row]),
    ...campaigns.slice(0, -1).map((row) => ['Campagne', ...row]),
    ['Total', '', ...total.slice(1)],
  ];
}

async function showPeriod(page: Page, period: { from: string; to: string }) {
  await page.getByLabel('Du', { exact: true }).fill(period.from);
  await page.getByLabel('Au (inclus, jours UTC)').fill(period.to);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByRole('status')).toHaveText(`Visites et demandes du ${period.from} au ${period.to} (jours inclus, en UTC).`);
}

test('« Campagnes »: visits shipped from the proxy’s log the next minute, and the same figures as npm run campaign-report, row for row', async ({
  browser,
}) => {
  test.setTimeout(180_000); // a sign-in and the command spawned twice (tsx) on a loaded 2-core machine: a guard against a hang, as desk.spec.ts
  // A person's browser: headless Chromium names itself « HeadlessChrome », a robot for the visit
  // rule (isbot), as it should be.
  const context = await browser.newContext({ baseURL: proxy.url, userAgent: PERSON });
  try {
    // Two people scan the fair's QR code (each arrives from outside: a visit each). Two browsers:
    // one browser asking again would be answered from its cache (304), no new visit.
    for (let visitor = 0; visitor < 2; visitor += 1) {
      const phone = await browser.newContext({ baseURL: proxy.url, userAgent: PERSON });
      await (await phone.newPage()).goto(TRACKED);
      await phone.close();
    }
    // The proxy writes its line once the answer is sent: ship until both are counted.
    let shipped = 0;
    await expect
      .poll(async () => {
        shipped += (await ship(accessLog)).visits;
        return shipped;
      })
      .toBe(2);
    // The December days' nginx log, as the shipper sends it from the production server.
    const december = join(work, 'ecole-access.log');
    copyFileSync(NGINX_FIXTURE, december);
    expect((await ship(december)).visits).toBeGreaterThan(0);

    const staff = { email: `campagnes-${Date.now()}@ecole-connectee.fr`, role: 'equipe' as const, name: 'Camille' };
    await addStaff({ url: supabase.url, serviceKey: LOCAL_SERVICE_ROLE_KEY }, staff);
    const page = await context.newPage();
    await signIn(page, staff.email);
    await page.getByRole('link', { name: 'Campagnes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Les campagnes : visites et demandes' })).toBeVisible();

    // Today's two visits, on the page without copying any log.
    const today = new Date().toISOString().slice(0, 10);
    await showPeriod(page, { from: today, to: today });
    expect(await tableRows(page, 'Par campagne')).toContainEqual(['rentree-2026 (salon-laval / print)', '2', '0', '0\u00a0%']);
    expect(await pageRows(page)).toEqual(await commandRows({ from: today, to: today }));

    // The December days: forged campaigns, robots, the cap per source, the requests.
    await showPeriod(page, DECEMBER);
    const december_ = await pageRows(page);
    expect(december_).toEqual(await commandRows(DECEMBER));
    // Ranked by requests first: the fair's campaign (2 visits, 1 request) above the forged ones
    // (3 visits each, no request), and no more than 5 rows of the forging source, the rest added up.
    const campaigns = december_.filter((row) => row[0] === 'Campagne').map((row) => row[1] ?? '');
    const forged = campaigns.flatMap((label, index) => (label.includes('(promo-spam / ') ? [index] : []));
    expect(forged).toHaveLength(5);
    expect(campaigns.indexOf('rentree-2026 (salon-laval / print)')).toBeGreaterThanOrEqual(0);
    expect(campaigns.indexOf('rentree-2026 (salon-laval / print)')).toBeLessThan(forged[0]!);
    expect(campaigns).toContain('(7 autres)');

    // The link maker: the command's rules (a page of the sitemap, values the reports read back).
    await page.getByLabel('Page d’arrivée').selectOption('/tpe');
    await page.getByLabel('Source').fill('Salon Laval');
    await page.getByLabel('Support').fill('print');
    await page.getByLabel('Campagne', { exact: true }).fill('rentree-2026');
    await page.getByRole('button', { name: 'Faire le lien' }).click();
    await expect(page.getByRole('alert')).toContainText('Valeur refusée pour « Source » : « Salon Laval »');
    await page.getByLabel('Source').fill('salon-laval');
    await page.getByRole('button', { name: 'Faire le lien' }).click();
    await expect(page.locator('output')).toHaveText(`${publicOrigin()}${TRACKED}`);
    await expect(page.getByRole('img', { name: `QR code de ${publicOrigin()}${TRACKED}` })).toBeVisible();
  } finally {
    await context.close();
  }
});
