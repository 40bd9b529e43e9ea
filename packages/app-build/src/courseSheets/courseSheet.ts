import { type KeyInformationPart, type KeyInformationSection, type Page, type RichText, SCHOOL } from '@ecole/content';
import { findRoute } from '@ecole/routes';

/** A run of text in a sheet: plain, or a link (its address absolute, so it works printed or offline). */
export type SheetInline = { text: string; href?: string };
/** A paragraph, or a bulleted list of lines. */
export type SheetBlock = { kind: 'paragraph'; inlines: readonly SheetInline[] } | { kind: 'list'; items: readonly (readonly SheetInline[])[] };

/**
 * A course sheet (« fiche formation », issue 35): the course page's « Informations clés » as they
 * are on the page, item by item and word for word, so the page and the sheet cannot disagree
 * (Qualiopi expects the web page and the brochure to say the same). Printed to PDF and to a print page.
 */
export interface CourseSheet {
  /** The course page's path (`/programmes/community-manager`). */
  path: string;
  /** The page's title in the route table (« Formation Community Manager en alternance »). */
  title: string;
  /** The school's name, and the page's absolute address. */
  brand: string;
  pageUrl: string;
  /** The block's title and introduction, as on the page. */
  heading: string;
  intro?: readonly SheetInline[];
  items: readonly { id: string; term: string; blocks: readonly SheetBlock[] }[];
  /** « Mis à jour le 25 novembre 2026 », the record's day as the page says it. */
  updated: string;
}

/** The site's production origin (the page's canonical), overridable at build time like the pages'. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.VITE_SITE_ORIGIN || SCHOOL.origin).replace(/\/+$/, '');
}

function inlinesOf(text: RichText, origin: string): SheetInline[] {
  if (typeof text === 'string') return [{ text }];
  return text.map((part) =>
    typeof part === 'string' ? { text: part } : { text: part.label, href: part.href.startsWith('/') ? `${origin}${part.href}` : part.href },
  );
}

function blockOf(part: KeyInformationPart, origin: string): SheetBlock {
  if (typeof part === 'object' && 'list' in part) return { kind: 'list', items: part.list.map((item) => inlinesOf(item, origin)) };
  return { kind: 'paragraph', inlines: inlinesOf(part as RichText, origin) };
}

/** The page's « Informations clés » block, or undefined: a page without one has no sheet. */
export function keyInformationOf(page: Page): KeyInformationSection | undefined {
  return page.sections.find((section): section is KeyInformationSection => section.kind === 'keyInformation');
}

/** The sheet of a course page, from the page itself (its content as of the build's day). */
export function courseSheetOf(page: Page, origin: string = siteOrigin()): CourseSheet | undefined {
  const section = keyInformationOf(page);
  const route = findRoute(page.path);
  if (!section || !route) return undefined;
  const { intro } = section;
  return {
    path: page.path,
    title: route.title,
    brand: SCHOOL.brand,
    pageUrl: `${origin}${page.path}`,
    heading: section.title ?? 'Informations clés',
    ...(intro ? { intro: inlinesOf(intro, origin) } : {}),
    items: section.items.map((item) => ({ id: item.id, term: item.term, blocks: item.parts.map((part) => blockOf(part, origin)) })),
    updated: section.updated,
  };
}

/** The plain text of a run of inlines (tests, the print page's list). */
export const inlineText = (inlines: readonly SheetInline[]) => inlines.map((inline) => inline.text).join('');
