import type { AnchorHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../tokens/utilities.css.ts';

export type LinkKind = 'document' | 'external' | 'anchor';

/** A link of the chrome or of a page: its words and where it goes. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * How a link must be followed (DESIGN.md §2.3): in a new tab (`http…`), in the page (`#…`), or as
 * a new document (any other address). No router runs in the browser (issue 25: every page is its
 * own document, its interactive parts islands), so a path of the same app loads like any other.
 */
export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (/^https?:\/\//i.test(href)) return 'external';
  return 'document';
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  switch (linkKind(href)) {
    case 'external':
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          {/* Warn screen-reader users before a new tab opens (RGAA 13.2). */}
          <span className={visuallyHidden}> (nouvel onglet)</span>
        </a>
      );
    default:
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
  }
}
