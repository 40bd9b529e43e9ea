import { isSameAppLink } from '@ecole/routes';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useCurrentApp } from '../AppContext/AppContext.tsx';
import { visuallyHidden } from '../tokens/utilities.css.ts';

export type LinkKind = 'router' | 'document' | 'external' | 'anchor';

/**
 * How a link must be followed (DESIGN.md §2.3): inside the current app's router, by a full page
 * load (another app's path, or a path no app serves), in a new tab (`http…`), or in the page (`#…`).
 */
export function linkKind(currentApp: Parameters<typeof isSameAppLink>[0], href: string): LinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (/^https?:\/\//i.test(href)) return 'external';
  if (isSameAppLink(currentApp, href)) return 'router';
  return 'document';
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link of the site. Every page is its own document (issue 25: no router runs in the browser), so
 * a link within the app is an ordinary link too; only external links differ (new tab, announced).
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const kind = linkKind(useCurrentApp(), href);
  switch (kind) {
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
