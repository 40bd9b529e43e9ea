import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_SERVICE_ROLE_KEY } from '@ecole/supabase-local';
import type { BrowserContext } from '@playwright/test';
import { QR_CODE, useFairSite } from '../support/fair.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 23, the fair: the school prints a QR code for its stand (`campaign-link -- /tpe --source
 * salon-laval --medium print`), and thirty visitors on the venue's Wi-Fi (one public address) write
 * within minutes. In Chromium, through the embedded proxy, against a stand-in of its own with the
 * flood budget as deployed (5 requests in 10 minutes per connection; every browser of this test is
 * the same client, 127.0.0.1): thirty requests stored, thirty mails, nobody refused. The last
 * visitor's browser runs on a CPU slowed four times, Lighthouse's model of a mid-range phone; the
 * browser's own measure of each proof of work is attached to the test (docs/red-team.md).
 *
 * A stress case (`*.stress.spec.ts`): `npm run test:stress` runs it (ECOLE_STRESS=1), `npm test`
 * does not (issue 36); a proof of work sent from a browser is in `npm test` (fair.spec.ts).
 */

const VISITORS = 30;
/** Three browsers at a time: a stand, not a benchmark, on a two-core machine. */
const AT_ONCE = 3;

const fair = useFairSite();

/**
 * One visitor: scans the QR code, follows /tpe's link to the form, writes, sends. Each visitor is a
 * tab of its own (its own sessionStorage: its own visit, its own draft); they share the browser's
 * HTTP cache, as the visitors of a stand share nothing a test could not afford to download.
 */
async function visit(context: BrowserContext, index: number, slowCpu: boolean): Promise<{ thanked: boolean; proofMs: number | null }> {
  const page = await context.newPage();
  try {
    if (slowCpu) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    // Every page is its own document (issue 25): the browser's measure of the proof is kept in the
    // tab's storage as it is taken, so /thank-you can read it.
    await page.addInitScript((name) => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === name) sessionStorage.setItem(`test:${name}`, String(entry.duration));
      }).observe({ type: 'measure', buffered: true });
    }, 'ec:preuve-de-travail');
    await page.goto(QR_CODE);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ecole:origine-visite'))).not.toBeNull();
    await page.goto('/contact?objet=recrutement');
    const form = page.locator('#message form');
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).click();
    await expect(form).toHaveAttribute('data-enhanced', '');
    await expect(form.getByRole('combobox', { name: 'Objet de votre demande' })).toHaveValue('Recrutement d’un alternant');
    await form.getByRole('textbox', { name: 'Prénom et Nom' }).fill(`Visiteur ${index}`);
    await form.getByRole('textbox', { name: /e-mail/i }).fill(`visiteur-${index}@salon.example`);
    await form.getByRole('textbox', { name: /^message/i }).fill('Bonjour, nous nous sommes vus sur le stand : rappelez-moi.');
    // Filled faster than a person types (autofill would do the same): the form asks to check and
    // send again, and the second send goes. The page's real clock is kept: a fake one would also
    // fake the browser's measure of the proof of work.
    const send = form.getByRole('button', { name: 'Envoyer' });
    await send.click();
    const tooFast = form.getByRole('alert');
    // The proof of work is solved before either shows: thirty of them on a busy machine take long.
    await expect(tooFast.or(page.getByRole('heading', { level: 1, name: /Merci/ }))).toBeVisible({ timeout: 120_000 });
    if (await tooFast.isVisible()) await send.click();
    await expect(page).toHaveURL(/\/thank-you\?objet=recrutement#recrutement$/, { timeout: 120_000 });
    const proofMs = await page.evaluate((name) => sessionStorage.getItem(`test:${name}`), 'ec:preuve-de-travail');
    return { thanked: true, proofMs: proofMs === null ? null : Number(proofMs) };
  } finally {
    await page.close();
  }
}

test('thirty visitors behind one address within minutes: thirty stored, thirty mailed, none refused', async ({ browser }, testInfo) => {
  test.setTimeout(900_000);
  const results: Array<{ thanked: boolean; proofMs: number | null }> = [];
  const context = await browser.newContext({ baseURL: fair.proxy.url });
  try {
    for (let start = 1; start <= VISITORS; start += AT_ONCE) {
      const wave = Array.from({ length: Math.min(AT_ONCE, VISITORS - start + 1) }, (_, offset) => start + offset);
      results.push(...(await Promise.all(wave.map((index) => visit(context, index, index === VISITORS)))));
    }
  } finally {
    await context.close();
  }
  expect(results.filter((result) => result.thanked)).toHaveLength(VISITORS);
  // The browser's measure of each proof of work (SOLVE_MEASURE of @ecole/contact): for the record,
  // never a gate (a busy machine is slower).
  const proofs = results.map((result) => result.proofMs).filter((ms): ms is number => ms !== null);
  expect(proofs).toHaveLength(VISITORS - 5);
  const measured = JSON.stringify({
    médiane_ms: Math.round([...proofs.slice(0, -1)].sort((a, b) => a - b)[Math.floor((proofs.length - 1) / 2)]!),
    cpu_ralenti_x4_ms: Math.round(proofs.at(-1)!),
  });
  testInfo.annotations.push({ type: 'preuve de travail', description: measured });
  console.log(`Preuve de travail dans Chromium : ${measured}`);

  const response = await fetch(`${fair.supabase.url}/rest/v1/contact_requests?email=like.*%40salon.example&select=email,reason,landing_path,utm_source`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  const rows = (await response.json()) as Array<{ reason: string; landing_path: string; utm_source: string }>;
  expect(rows).toHaveLength(VISITORS);
  expect(rows.every((row) => row.reason === 'Recrutement d’un alternant' && row.landing_path === '/tpe' && row.utm_source === 'salon-laval')).toBe(true);
  const mails = () => readdirSync(join(fair.work, 'outbox')).filter((file) => readFileSync(join(fair.work, 'outbox', file), 'utf8').includes('@salon.example'));
  await expect.poll(() => mails().length, { timeout: 120_000 }).toBe(VISITORS);
  const { rows: admitted } = await fair.supabase.db.query<{ proved: boolean; n: number }>(
    'select proved, count(*)::int as n from public.contact_request_admissions group by proved order by proved',
  );
  // Five within the connection's budget, the others with a proof of work.
  expect(admitted).toEqual([
    { proved: false, n: 5 },
    { proved: true, n: VISITORS - 5 },
  ]);
});
