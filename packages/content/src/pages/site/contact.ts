import { definePage } from '../../model/page.ts';
import { BUSINESS_DAYS_PHRASE, replyPromisePhrase, replyPromiseSummary } from '../../replyPromises/replyPromises.ts';
import { APPLICATION, SCHOOL } from '../../school.ts';

/**
 * Contact page (`/contact`). The reply promise is the one of each kind of request
 * (`REPLY_PROMISES`, issue 21): the page states them all, as the visitor has not chosen yet, and its
 * description the specification's 24 h, in business hours (DESIGN.md §3: the spec's 48 h metadata
 * reading is set aside). The visitor chooses what the request is about, preset by `?objet=` when a
 * page's link gives it.
 */
export const page = definePage({
  path: '/contact',
  description: `Une question sur nos formations en alternance, la formation IA ou le recrutement d’un alternant ? Écrivez-nous : réponse ${replyPromisePhrase('autre')}.`,
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
        { title: 'Réponse rapide', body: `Notre équipe vous répond ${replyPromiseSummary()}, ${BUSINESS_DAYS_PHRASE}.` },
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
