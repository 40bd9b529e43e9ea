import type { RoutePath } from '@ecole/routes';

/**
 * Every kind of address page copy may hold (DESIGN.md §2.8), typed so a mistyped route fails to
 * compile: a route of the table (with a query or an anchor), a document the site serves (PDF),
 * an anchor on the same page, an https address (opens in a new tab), an e-mail or a phone link.
 */
export type InternalHref = RoutePath | `${RoutePath}?${string}` | `${RoutePath}#${string}`;
/**
 * A document the site serves from its root (the quality certificate, `SCHOOL.qualityCertificate`):
 * not a page, followed by a plain page load. The page checks accept only `PUBLIC_DOCUMENTS`.
 */
export type DocumentHref = `/${string}.pdf`;
export type Href = InternalHref | DocumentHref | `#${string}` | `https://${string}` | `mailto:${string}` | `tel:${string}`;

export interface Link {
  label: string;
  href: Href;
}

/** A link shown as a button. The first action of a group is the primary one unless told otherwise. */
export interface Action extends Link {
  style?: 'primary' | 'outline';
}

/** Text with links inside it: plain strings and links, in reading order. */
export type Inline = string | Link;
export type RichText = string | readonly Inline[];

export type HrefKind = 'route' | 'document' | 'anchor' | 'external' | 'mailto' | 'tel';

export function hrefKind(href: string): HrefKind {
  if (href.startsWith('#')) return 'anchor';
  if (/^\/[^?#]*\.pdf$/i.test(href)) return 'document';
  if (href.startsWith('https://')) return 'external';
  if (href.startsWith('mailto:')) return 'mailto';
  if (href.startsWith('tel:')) return 'tel';
  return 'route';
}

/** `/faq?x=1#y` → `{ path: '/faq', anchor: 'y' }`; an anchor alone has no path. */
export function splitHref(href: string): { path?: string; anchor?: string } {
  const [beforeHash = '', anchor] = href.split('#', 2);
  const path = beforeHash.split('?', 1)[0] ?? '';
  return { ...(path ? { path } : {}), ...(anchor !== undefined ? { anchor } : {}) };
}

/** The plain text of rich text (for JSON-LD, descriptions, tests). */
export function plainText(text: RichText): string {
  return typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.label)).join('');
}
