import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type KeyInformationSection, plainText } from '@ecole/content';
import { COURSE_SHEET_LINK_TEXT } from '@ecole/content/model/courseSheet';
import { pageOf } from '@ecole/content/pages/pageModules';
import type { AppName } from '@ecole/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyInformationOf } from './courseSheet.ts';
import { type CourseSheets, courseSheetsOf, MAX_SHEET_BYTES } from './courseSheets.ts';
import { renderSheetPdf } from './sheetPdf.ts';

/** The five course pages (issue 35): the three apprenticeship programmes, the short course, the AI day. */
const COURSE_PAGES: readonly { app: AppName; path: string }[] = [
  { app: 'site', path: '/programmes/marketing-digital' },
  { app: 'site', path: '/programmes/community-manager' },
  { app: 'site', path: '/programmes/digital-business-developer' },
  { app: 'site', path: '/programmes/dirigeants-salaries' },
  { app: 'formation-ia', path: '/formation-ia' },
];
const AS_OF = '2026-11-28';

/**
 * Text as a reader reads it, to compare the page's with the PDF's: runs of whitespace (non-breaking
 * too) as one space, hyphens left out (pdftotext joins a word cut at its hyphen at a line's end,
 * dropping the hyphen: `marketing-⏎digital` comes out `marketingdigital`).
 */
const flat = (text: string) => text.replace(/-\s*/g, '').replace(/\s+/g, ' ').trim();

/** Every text of the page's « Informations clés », each part on its own (a list: each line). */
function pageTexts(section: KeyInformationSection): string[] {
  return section.items.flatMap((item) => [
    item.term,
    ...item.parts.flatMap((part) => (typeof part === 'object' && 'list' in part ? part.list.map(plainText) : [plainText(part)])),
  ]);
}

/** Poppler's tools, installed by the test command (scripts/lib/system-deps.mjs). */
function poppler(tool: 'pdftotext' | 'pdfinfo', file: string, ...args: string[]): string {
  const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  if (result.error) throw new Error(`${tool} introuvable (apt-get install poppler-utils) : ${result.error.message}`);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const built = new Map<AppName, CourseSheets>();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fiches-test-'));
  for (const app of ['site', 'formation-ia'] as const) built.set(app, await courseSheetsOf(app, AS_OF));
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('course sheets (issue 35)', () => {
  it('one per course page, and none of a page without « Informations clés »', () => {
    const paths = [...built.values()].flatMap((sheets) => Object.keys(sheets.links));
    expect(paths.sort()).toEqual(COURSE_PAGES.map((page) => page.path).sort());
  });

  describe.each(COURSE_PAGES)('$path', ({ app, path: pagePath }) => {
    const files = () => built.get(app)!;
    const link = () => files().links[pagePath]!;
    const fileOf = (href: string) => files().files.find((file) => `/${file.file}` === href)!.data;

    it('the PDF says every item of the page’s key information, word for word, and the day it was updated', async () => {
      const section = keyInformationOf((await pageOf(app, pagePath, AS_OF))!)!;
      const pdfFile = path.join(dir, `${pagePath.slice(1).replace(/\//g, '-')}.pdf`);
      writeFileSync(pdfFile, fileOf(link().pdf));
      // Each page's running footer (« … · page 1 sur 3 ») is its own line of pdftotext's output, which
      // may fall inside a paragraph continued on the next page: read without it.
      const text = flat(poppler('pdftotext', pdfFile, '-enc', 'UTF-8').replace(/^.* · page \d+ sur \d+[ \t]*$/gm, ''));
      for (const expected of pageTexts(section)) expect(text).toContain(flat(expected));
      expect(section.updated).toMatch(/^Mis à jour le \d{1,2} [a-zéû]+ \d{4}$/);
      expect(text).toContain(section.updated);
      // The items in the page's order (the Qualiopi framework's): each term after the one before.
      const at = section.items.map((item) => text.indexOf(`${item.term} `));
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(at.every((index) => index >= 0)).toBe(true);
    });

    it('the PDF is tagged, in French, titled, A4, and at most 200 KB', () => {
      const pdf = fileOf(link().pdf) as Buffer;
      expect(pdf.length).toBe(link().bytes);
      expect(pdf.length).toBeLessThanOrEqual(MAX_SHEET_BYTES);
      const raw = pdf.toString('latin1');
      // `/MarkInfo << /Marked true >>`, which pdfkit writes as an object of its own.
      const markInfo = /\/MarkInfo (\d+) 0 R/.exec(raw)?.[1];
      expect(markInfo).toBeDefined();
      expect(raw).toContain(`\n${markInfo} 0 obj\n<<\n/Marked true\n>>`);
      expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(raw).toContain('/Lang (fr-FR)');
      expect(raw).toContain('/DisplayDocTitle true');
      expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
      const pdfFile = path.join(dir, 'info.pdf');
      writeFileSync(pdfFile, pdf);
      const info = poppler('pdfinfo', pdfFile);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(/^Title:\s+Fiche de la formation : .+$/m);
      expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    });

    it('the print page: the same items and day, not indexed, linking the PDF with its size', async () => {
      const section = keyInformationOf((await pageOf(app, pagePath, AS_OF))!)!;
      const html = String(fileOf(link().print));
      expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const text = flat(
        html
          .replace(/<[^>]+>/g, '')
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      );
      for (const expected of pageTexts(section)) expect(text).toContain(flat(expected));
      expect(text).toContain(section.updated);
      expect(html).toContain(`<a href="${link().pdf}">${COURSE_SHEET_LINK_TEXT}<span class="size">, ${Math.ceil(link().bytes / 1024)}\u00a0Ko</span></a>`);
    });
  });

  it('one day’s sheet is the same file whatever the build: its name is its digest', async () => {
    const page = (await pageOf('formation-ia', '/formation-ia', AS_OF))!;
    const { courseSheetOf } = await import('./courseSheet.ts');
    const [a, b] = await Promise.all([renderSheetPdf(courseSheetOf(page)!, AS_OF), renderSheetPdf(courseSheetOf(page)!, AS_OF)]);
    expect(a.equals(b)).toBe(true);
    expect(built.get('formation-ia')!.links['/formation-ia']!.pdf).toMatch(/^\/assets\/formation-ia\/fiches\/fiche-formation-ia-[0-9a-f]{8}\.pdf$/);
  });

  it('the files the print pages name are written beside them', () => {
    for (const sheets of built.values()) {
      const names = new Set(sheets.files.map((file) => `/${file.file}`));
      for (const file of sheets.files.filter((entry) => entry.file.endsWith('.html') || entry.file.endsWith('.css'))) {
        for (const [, href] of String(file.data).matchAll(/(?:href="|url\()(\/assets\/[^")]+)/g)) expect(names, `${file.file} → ${href}`).toContain(href);
      }
    }
  });

  it('the page link’s text is the one asked for', () => {
    expect(COURSE_SHEET_LINK_TEXT).toBe('Télécharger la fiche de la formation (PDF)');
    expect(readFileSync(new URL('./PrintPage.tsx', import.meta.url), 'utf8')).toContain('COURSE_SHEET_LINK_TEXT');
  });
});
