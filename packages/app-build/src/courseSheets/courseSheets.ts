import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CourseSheetLink, CourseSheetLinks } from '@ecole/content/model/courseSheet';
import { pageOf } from '@ecole/content/pages/pageModules';
import { APPS, type AppName, routesOf } from '@ecole/routes';
import { type CourseSheet, courseSheetOf } from './courseSheet.ts';
import { printPageHtml } from './PrintPage.tsx';
import { printStylesheet } from './printStyles.ts';
import { renderSheetPdf } from './sheetPdf.ts';

const require = createRequire(import.meta.url);

/** Issue 35's ceiling for one sheet, so it downloads at once on a phone. */
export const MAX_SHEET_BYTES = 200 * 1024;

/** A file of the build, relative to `build/client`. */
export interface BuiltFile {
  file: string;
  data: Buffer | string;
}

export interface CourseSheets {
  sheets: readonly CourseSheet[];
  links: CourseSheetLinks;
  files: readonly BuiltFile[];
}

/** The first 8 hex digits of a SHA-256: a changed file gets a new name (the assets' cache is immutable). */
const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 8);

/** `/programmes/community-manager` → `programmes-community-manager`. */
const slugOf = (pagePath: string) => pagePath.slice(1).replace(/\//g, '-') || 'accueil';

/**
 * The course sheets of `app` (issue 35): one per page of the app with an « Informations clés »
 * block, from that page as of `asOf` (the build's day). Each sheet is a PDF and a print page, with
 * one stylesheet and the site's font beside them, under the app's asset prefix (`/assets/<app>/fiches/`)
 * so every proxy already serves them from the right app, with their Content-Type, cached for good:
 * each name carries its content's digest.
 */
export async function courseSheetsOf(app: AppName, asOf: string): Promise<CourseSheets> {
  const dir = `${APPS[app].assetsDir}/fiches`;
  const fontFile = (weight: 400 | 700): BuiltFile => {
    const data = readFileSync(require.resolve(`@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff2`));
    return { file: `${dir}/source-sans-3-${weight}-${digest(data)}.woff2`, data };
  };
  const fonts = [fontFile(400), fontFile(700)] as const;
  const css = printStylesheet({ regular: `/${fonts[0].file}`, bold: `/${fonts[1].file}` });
  const stylesheet: BuiltFile = { file: `${dir}/fiche-${digest(css)}.css`, data: css };

  const sheets: CourseSheet[] = [];
  const links: Record<string, CourseSheetLink> = {};
  const files: BuiltFile[] = [];
  for (const route of routesOf(app)) {
    const page = await pageOf(app, route.path, asOf);
    const sheet = page && courseSheetOf(page);
    if (!sheet) continue;
    const pdf = await renderSheetPdf(sheet, asOf);
    if (pdf.length > MAX_SHEET_BYTES) {
      throw new Error(`La fiche de ${route.path} pèse ${pdf.length} octets, plus que les ${MAX_SHEET_BYTES} permis : allégez-la (police, textes).`);
    }
    const pdfFile = `${dir}/fiche-${slugOf(route.path)}-${digest(pdf)}.pdf`;
    const html = printPageHtml(sheet, { stylesheet: `/${stylesheet.file}`, pdf: { href: `/${pdfFile}`, bytes: pdf.length } });
    const htmlFile = `${dir}/fiche-${slugOf(route.path)}-${digest(html)}.html`;
    sheets.push(sheet);
    links[route.path] = { pdf: `/${pdfFile}`, print: `/${htmlFile}`, bytes: pdf.length };
    files.push({ file: pdfFile, data: pdf }, { file: htmlFile, data: html });
  }
  if (files.length > 0) files.push(stylesheet, ...fonts);
  return { sheets, links, files };
}

/** Writes the sheets of `app` as of `asOf` into `outDir` (the app's `build/client`, or a staging folder). */
export async function writeCourseSheets(app: AppName, outDir: string, asOf: string): Promise<{ links: CourseSheetLinks; files: string[] }> {
  const { links, files } = await courseSheetsOf(app, asOf);
  for (const { file, data } of files) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return { links, files: files.map(({ file }) => file) };
}
