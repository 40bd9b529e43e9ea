import { definePage } from '../../model/page.ts';
import { APPLICATION, REPLY_DELAY, SCHOOL } from '../../school.ts';

/**
 * Contact page (`/contact`). The reply promise is `REPLY_DELAY.contactPage` in the page and in its
 * description alike (DESIGN.md §3: the spec's 48 h metadata reading is set aside). The visitor
 * chooses what the request is about, preset by `?objet=` when a page's link gives it.
 */
export const page = definePage({
  path: '/contact',
  description: `Une question sur nos formations en alternance, la formation IA ou le recrutement d’un alternant ? Écrivez-nous : réponse sous ${REPLY_DELAY.contactPage}.`,
  sections: [
    {
      kind: 'hero',
      title: 'Contactez-nous',
      subtitle: 'Une question sur nos formations, la formation IA en entreprise ou le recrutement d’un alternant ? Laissez-nous un message.',
      illustration: 'contact',
    },
    {
      kind: 'contactForm',
      id: 'message',
      title: 'Envoyez-nous un message',
      reason: 'choice',
      aside: [
        { title: 'Réponse rapide', body: `Notre équipe vous répond sous ${REPLY_DELAY.contactPage}, du lundi au vendredi.` },
        {
          title: 'Nous joindre',
          links: [
            { label: SCHOOL.email, href: `mailto:${SCHOOL.email}` },
            { label: SCHOOL.phone, href: `tel:${SCHOOL.phoneHref}` },
          ],
        },
        {
          title: 'Vous êtes étudiant ?',
          body: `Pas besoin de formulaire de contact : déposez directement votre candidature, cela prend ${APPLICATION.minutesToApply} minutes.`,
          links: [{ label: 'Je candidate', href: '/candidater' }],
        },
        {
          title: 'Nos formations',
          body: 'Vous voulez d’abord comparer nos formations ?',
          links: [{ label: 'Voir nos formations', href: '/programmes' }],
        },
      ],
    },
  ],
});
