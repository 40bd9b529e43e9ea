import { COURSE_SHEET_LINK_TEXT, sizeLabel } from '@ecole/content/model/courseSheet';
import { renderToStaticMarkup } from 'react-dom/server';
import { type CourseSheet, inlineText, type SheetBlock, type SheetInline } from './courseSheet.ts';

export interface PrintPageFiles {
  /** Addresses from the site's root. */
  stylesheet: string;
  pdf: { href: string; bytes: number };
}

function Inlines({ inlines }: { inlines: readonly SheetInline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.href ? (
          <a key={index} href={inline.href}>
            {inline.text}
          </a>
        ) : (
          inline.text
        ),
      )}
    </>
  );
}

function Block({ block }: { block: SheetBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <Inlines inlines={block.inlines} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={`${index}-${inlineText(item)}`}>
          <Inlines inlines={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The sheet as a page to print (A4, print stylesheet): the same words as the PDF, for a visitor
 * who prints from the browser or reads the sheet without a PDF reader. Not indexed: the course
 * page is the one to find. No script.
 */
export function PrintPage({ sheet, files }: { sheet: CourseSheet; files: PrintPageFiles }) {
  const title = `Fiche de la formation : ${sheet.title} | ${sheet.brand}`;
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="canonical" href={sheet.pageUrl} />
        <link rel="stylesheet" href={files.stylesheet} />
      </head>
      <body>
        <main>
          <header>
            <p className="brand">{sheet.brand} · Fiche de la formation</p>
            <h1>{sheet.title}</h1>
            <p className="updated">{sheet.updated}</p>
            <ul className="actions">
              <li>
                <a href={files.pdf.href}>
                  {COURSE_SHEET_LINK_TEXT}
                  <span className="size">, {sizeLabel(files.pdf.bytes)}</span>
                </a>
              </li>
              <li>
                <a href={sheet.path}>Retour à la page de la formation</a>
              </li>
            </ul>
          </header>
          <section aria-labelledby="informations-cles">
            <h2 id="informations-cles">{sheet.heading}</h2>
            {sheet.intro ? (
              <p className="intro">
                <Inlines inlines={sheet.intro} />
              </p>
            ) : null}
            <dl>
              {sheet.items.map((item) => (
                <div key={item.id} data-item={item.id}>
                  <dt>{item.term}</dt>
                  <dd>
                    {item.blocks.map((block, index) => (
                      <Block key={index} block={block} />
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <p className="source">
            Les mêmes informations, à jour, sur la page de la formation : <a href={sheet.pageUrl}>{sheet.pageUrl}</a>
          </p>
        </main>
      </body>
    </html>
  );
}

export function printPageHtml(sheet: CourseSheet, files: PrintPageFiles): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<PrintPage sheet={sheet} files={files} />)}\n`;
}
