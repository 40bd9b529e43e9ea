import type { LinkCopy, PageMetaCopy } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Not-found page (spec §2). The spec writes « n'existe » with a straight quote; the page uses the
 * typographic apostrophe like the rest of the site (recorded in docs/content-decisions.md).
 */
export const NOT_FOUND_PAGE = typeset({
  meta: {
    title: 'Page non trouvée',
    description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  } satisfies PageMetaCopy,
  code: '404',
  title: 'Page non trouvée',
  text: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  links: [
    { label: 'Retour à l’accueil', href: '/' },
    { label: 'Nous contacter', href: '/contact' },
  ] satisfies LinkCopy[],
} as const);
