import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../AppContext/AppContext.tsx';
import { visuallyHidden } from '../tokens/utilities.css.ts';

export type LinkKind = 'router' | 'document' | 'external' | 'anchor';

/** A link of the chrome or of a page: its words and where it goes. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * How a link must be followed (DESIGN.md §2.3): inside the current app's router (`servesPath`,
 * from the app's context, says the app serves that address: a path of its own, never `//host/…`
 * or `mailto:…`), by a full page load (another app's path, a path no app serves, any other
 * scheme), in a new tab (`http…`), or in the page (`#…`).
 */
export function linkKind(href: string, servesPath: (href: string) => boolean): LinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (/^https?:\/\//i.test(href)) return 'external';
  return servesPath(href) ? 'router' : 'document';
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const kind = linkKind(href, useAppContext().servesPath);
  switch (kind) {
    case 'router':
      return (
        <Link to={href} {...rest}>
          {children}
        </Link>
      );
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
