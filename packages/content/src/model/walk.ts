import { type ContactReasonSlug, thankYouAnchor } from '../contactReasons.ts';
import { NOT_PROSE } from '../pages/typeset.ts';
import { type Inline, plainText } from './link.ts';
import type { Page } from './page.ts';
import type { Placeholder } from './placeholder.ts';

/** Where a value sits in a page's data, for messages: `sections[3].items[1].quote`. */
export type DataPath = string;

function join(path: DataPath, key: string | number): DataPath {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** Every string of `value` with where it sits and under which key. */
function* strings(value: unknown, path: DataPath = '', key = ''): Generator<{ path: DataPath; key: string; text: string }> {
  if (typeof value === 'string') yield { path, key, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, join(path, index), key);
  else if (value !== null && typeof value === 'object') {
    for (const [childKey, item] of Object.entries(value)) yield* strings(item, join(path, childKey), childKey);
  }
}

const isLink = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { label?: unknown }).label === 'string' &&
  typeof (value as { href?: unknown }).href === 'string';

/**
 * Text with links inside it (`['Écrivez-nous à ', { label, href }, '.']`): strings and links mixed.
 * A list of links alone (a links section, actions) or of strings alone (a list block) is not one.
 */
function isRichText(value: readonly unknown[]): value is readonly Inline[] {
  return value.some((part) => typeof part === 'string') && value.some(isLink) && value.every((part) => typeof part === 'string' || isLink(part));
}

/** Like `strings`, but a rich text is read as the one sentence it renders (its parts end and start with spaces). */
function* readable(value: unknown, path: DataPath = '', key = ''): Generator<{ path: DataPath; key: string; text: string }> {
  if (typeof value === 'string') yield { path, key, text: value };
  else if (Array.isArray(value) && isRichText(value)) yield { path, key, text: plainText(value) };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* readable(item, join(path, index), key);
  else if (value !== null && typeof value === 'object') {
    for (const [childKey, item] of Object.entries(value)) yield* readable(item, join(path, childKey), childKey);
  }
}

/** The prose of a page: every string a visitor reads (not addresses, ids or kinds), a rich text as one. */
export function proseOf(page: Page): { path: DataPath; text: string }[] {
  return [...readable(page)].filter((entry) => !NOT_PROSE.has(entry.key)).map(({ path, text }) => ({ path, text }));
}

/** Every address a page links to. */
export function hrefsOf(page: Page): { path: DataPath; href: string }[] {
  return [...strings(page)].filter((entry) => entry.key === 'href').map(({ path, text }) => ({ path, href: text }));
}

/** The anchors of a page: its sections' ids. */
export function anchorsOf(page: Page): string[] {
  return page.sections.flatMap((section) => [
    ...(section.id === undefined ? [] : [section.id]),
    // Each panel is an anchor of its own (the refusal page's reasons).
    ...(section.kind === 'anchorPanels' ? section.panels.map((panel) => panel.id) : []),
    // The thank-you page's panels: each reason's, with a phone number given and without.
    ...(section.kind === 'reasonSteps'
      ? Object.keys(section.byReason).flatMap((slug) => [false, true].map((phone) => thankYouAnchor(slug as ContactReasonSlug, phone)))
      : []),
  ]);
}

/** Page content the school has not supplied yet (testimonials, logos, quotes marked `placeholder`). */
export function placeholdersOf(page: Page): { path: DataPath; note: string; excerpt: string }[] {
  const found: { path: DataPath; note: string; excerpt: string }[] = [];
  const visit = (value: unknown, path: DataPath) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, join(path, index));
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.placeholder && typeof record.placeholder === 'object') {
        const excerpt = String(record.quote ?? record.text ?? record.name ?? record.label ?? '').slice(0, 60);
        found.push({ path, note: (record.placeholder as Placeholder).note, excerpt });
      }
      for (const [key, item] of Object.entries(record)) if (key !== 'placeholder') visit(item, join(path, key));
    }
  };
  visit(page.sections, 'sections');
  return found;
}
