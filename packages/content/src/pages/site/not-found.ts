import { definePage, NOT_FOUND_PATH } from '../../model/page.ts';

/**
 * Not-found page (spec §2). The spec writes « n'existe » with a straight quote; the page uses the
 * typographic apostrophe like the rest of the site (recorded in docs/content-decisions.md).
 */
export const page = definePage({
  path: NOT_FOUND_PATH,
  description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  noindex: true,
  sections: [
    {
      kind: 'hero',
      code: '404',
      title: 'Page non trouvée',
      subtitle: 'La page que vous recherchez n’existe pas ou a été déplacée.',
      actions: [
        { label: 'Retour à l’accueil', href: '/' },
        { label: 'Nous contacter', href: '/contact' },
      ],
      illustration: 'lost',
    },
  ],
});
