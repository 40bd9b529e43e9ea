import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectAxeClean } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/** The five course pages (issue 35, point 7): each links its sheet. */
const COURSE_PAGES = [
  '/programmes/marketing-digital',
  '/programmes/community-manager',
  '/programmes/digital-business-developer',
  '/programmes/dirigeants-salaries',
  '/formation-ia',
] as const;

/**
 * The link's name: the asked-for text, then the file's size (`, 23 Ko`, a non-breaking space in
 * the markup, which the browser's accessible name turns into a space).
 */
const PDF_LINK = /^Télécharger la fiche de la formation \(PDF\), (\d+)[\s\u00a0]Ko$/;

/**
 * Text as a reader reads it, to compare the page's with the PDF's: runs of whitespace (non-breaking
 * too) as one space, hyphens left out (pdftotext joins a word cut at its hyphen at a line's end,
 * dropping the hyphen: `marketing-⏎digital` comes out `marketingdigital`).
 */
const flat = (text: string) => text.replace(/-\s*/g, '').replace(/\s+/g, ' ').trim();

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fiches-e2e-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** pdftotext (poppler-utils, installed by the test command) on the served file. */
function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.error) throw new Error(`pdftotext introuvable (apt-get install poppler-utils) : ${result.error.message}`);
  expect(result.status, result.stderr).toBe(0);
  // Each page's running footer (« … · page 1 sur 3 ») is its own line, which may fall inside a
  // paragraph continued on the next page: read without it.
  return flat(result.stdout.replace(/^.* · page \d+ sur \d+[ \t]*$/gm, ''));
}

for (const coursePath of COURSE_PAGES) {
  test(`${coursePath}: its sheet, a PDF served as such, says every item the page shows and its update day`, async ({ page, request }) => {
    await page.goto(coursePath);
    const block = page.locator('#informations-cles');
    const link = block.getByRole('link', { name: PDF_LINK });
    await expect(link).toHaveCount(1);
    const name = (await link.textContent()) ?? '';
    const href = (await link.getAttribute('href')) ?? '';

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThanOrEqual(200 * 1024);
    expect(Number(PDF_LINK.exec(name)?.[1])).toBe(Math.ceil(pdf.length / 1024));

    const text = pdfText(pdf, coursePath.slice(1).replace(/\//g, '-'));
    const rows = block.locator('[data-item]');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      expect(text).toContain(flat((await row.locator('dt').textContent()) ?? ''));
      // The page's hidden « (nouvel onglet) » after an external link says what the page's link does;
      // the PDF's links open nothing new.
      for (const part of await row.locator('dd > p, dd li').allTextContents()) expect(text).toContain(flat(part.replace(/ \(nouvel onglet\)/g, '')));
    }
    const updated = flat((await block.getByText(/^Mis à jour le /).textContent()) ?? '');
    expect(text).toContain(updated);
  });
}

test('the print page of a sheet: not indexed, accessible (axe), the PDF link hidden on paper', async ({ page }) => {
  await page.goto('/programmes/community-manager');
  await page.locator('#informations-cles').getByRole('link', { name: 'Version à imprimer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formation Community Manager en alternance');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Its stylesheet and font came (the CSP allows the site's own files only).
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('dt')!).fontWeight)).toBe('700');
  await expectAxeClean(page, 'fiche à imprimer');
  const pdfLink = page.getByRole('link', { name: PDF_LINK });
  await expect(pdfLink).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(pdfLink).toBeHidden();
  await expect(page.getByText(/^Mis à jour le /)).toBeVisible();
});
