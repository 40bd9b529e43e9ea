import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { CourseSheet, SheetBlock, SheetInline } from './courseSheet.ts';

const require = createRequire(import.meta.url);
/** The site's font (@fontsource, the files the pages and the social cards use): pdfkit embeds the glyphs a sheet uses only. */
const FONT_FILE = (weight: 400 | 700) => require.resolve(`@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff`);

/** The tokens' colours (@ecole/ui/tokens): text, muted text, brand blue. */
const COLOR = { text: '#1b1f2a', muted: '#4b5263', brand: '#1d4ed8' } as const;
/** A4 in points, with 2 cm margins. */
const MARGIN = 57;

type Struct = PDFKit.PDFStructureElement;

/**
 * The sheet as an accessible PDF (PDF/UA's requirements as pdfkit writes them): tagged, every run
 * of text inside a structure element (H1, H2, P, L/LI/Lbl/LBody) in reading order, the page footer
 * an artifact; French as the document's language, its title in the metadata and shown as the
 * window's title (DisplayDocTitle). `day` (`YYYY-MM-DD`, the build's day) is its creation date, so
 * one day's build writes the same bytes: the file's name is their digest.
 */
export function renderSheetPdf(sheet: CourseSheet, day: string): Promise<Buffer> {
  const date = new Date(`${day}T00:00:00Z`);
  const title = `Fiche de la formation : ${sheet.title}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    subset: 'PDF/UA',
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    bufferPages: true,
    info: { Title: title, Author: sheet.brand, Subject: `${sheet.heading} : ${sheet.title}`, Creator: sheet.brand, CreationDate: date, ModDate: date },
    // pdfkit writes PDF/UA's identification (pdfuaid:part 1) for this subset; @types/pdfkit 0.17 knows only PDF/A's.
  } as unknown as PDFKit.PDFDocumentOptions);
  doc.registerFont('regular', readFileSync(FONT_FILE(400)));
  doc.registerFont('bold', readFileSync(FONT_FILE(700)));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const root = doc.struct('Document');
  doc.addStructure(root);
  const add = (type: string, draw: () => void) => root.add(doc.struct(type as never, {}, draw));
  /** Runs of one paragraph, links underlined and clickable. */
  const runs = (inlines: readonly SheetInline[], options: PDFKit.Mixins.TextOptions = {}) => {
    inlines.forEach((inline, index) => {
      const last = index === inlines.length - 1;
      doc.fillColor(inline.href ? COLOR.brand : COLOR.text).text(inline.text, {
        width,
        ...options,
        continued: !last,
        underline: Boolean(inline.href),
        ...(inline.href ? { link: inline.href } : { link: null }),
      } as PDFKit.Mixins.TextOptions);
    });
  };
  /** Keeps a heading with the first lines of what follows it. */
  const keepWithNext = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };

  add('P', () => {
    doc.font('bold').fontSize(11).fillColor(COLOR.brand).text(`${sheet.brand} · Fiche de la formation`, { width });
  });
  doc.moveDown(0.4);
  add('H1', () => {
    doc.font('bold').fontSize(22).fillColor(COLOR.text).text(sheet.title, { width });
  });
  doc.moveDown(0.3);
  add('P', () => {
    doc.font('regular').fontSize(10.5).fillColor(COLOR.muted).text(sheet.updated, { width });
  });
  doc.moveDown(0.8);
  add('H2', () => {
    doc.font('bold').fontSize(15).fillColor(COLOR.text).text(sheet.heading, { width });
  });
  if (sheet.intro) {
    doc.moveDown(0.2);
    add('P', () => {
      doc.font('regular').fontSize(10.5);
      runs(sheet.intro!, { lineGap: 1.5 });
    });
  }
  for (const item of sheet.items) {
    doc.moveDown(0.7);
    keepWithNext(60);
    add('H3', () => {
      doc.font('bold').fontSize(12).fillColor(COLOR.brand).text(item.term, { width });
    });
    for (const block of item.blocks) {
      doc.moveDown(0.25);
      drawBlock(doc, root, block, width, runs);
    }
  }
  doc.moveDown(1.2);
  keepWithNext(30);
  add('P', () => {
    doc.font('regular').fontSize(9.5).fillColor(COLOR.muted);
    runs([{ text: 'Les mêmes informations, à jour, sur la page de la formation : ' }, { text: sheet.pageUrl, href: sheet.pageUrl }], { lineGap: 1 });
  });

  root.end();

  // The footer of each page: decoration, not content (an artifact screen readers skip).
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    doc.markContent('Artifact', { type: 'Pagination' } as never);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(COLOR.muted)
      .text(`${sheet.title} · ${sheet.updated} · page ${index + 1} sur ${range.count}`, MARGIN, doc.page.height - MARGIN / 2 - 6, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}

function drawBlock(
  doc: PDFKit.PDFDocument,
  root: Struct,
  block: SheetBlock,
  width: number,
  runs: (inlines: readonly SheetInline[], options?: PDFKit.Mixins.TextOptions) => void,
) {
  if (block.kind === 'paragraph') {
    root.add(
      doc.struct('P', {}, () => {
        doc.font('regular').fontSize(10.5);
        runs(block.inlines, { lineGap: 1.5 });
      }),
    );
    return;
  }
  const list = doc.struct('L');
  root.add(list);
  const indent = 14;
  for (const item of block.items) {
    const li = doc.struct('LI');
    list.add(li);
    const top = doc.y;
    li.add(
      doc.struct('Lbl', {}, () => {
        doc
          .font('regular')
          .fontSize(10.5)
          .fillColor(COLOR.text)
          .text('•', MARGIN + 2, top, { width: indent, lineBreak: false });
      }),
    );
    li.add(
      doc.struct('LBody', {}, () => {
        doc.x = MARGIN + indent;
        doc.y = top;
        doc.font('regular').fontSize(10.5);
        runs(item, { lineGap: 1.5, width: width - indent });
        doc.x = MARGIN;
      }),
    );
    li.end();
  }
  list.end();
}
