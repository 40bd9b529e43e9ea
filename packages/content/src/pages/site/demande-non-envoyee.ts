import { definePage } from '../../model/page.ts';
import { SCHOOL } from '../../school.ts';

/**
 * Where a contact form posted without JavaScript lands when the request was not stored
 * (`/demande-non-envoyee?motif=<code>#<code>`, answered by the submit-contact-form function; not
 * indexed). The page is prerendered and read without any script: each reason is a panel whose id
 * is the code, and the address's anchor shows the one that applies, alone (`anchorPanels`). What the
 * visitor typed is never in the address: the browser's Back returns to the form, still filled in.
 * The panels are the function's `REFUSALS`, one for one (read from the backend, where they are
 * written once: @ecole/supabase/refusals; `answerPages.test.ts`).
 */

export const page = definePage({
  path: '/demande-non-envoyee',
  description: 'Votre demande de contact n’a pas été envoyée : revenez au formulaire, ou écrivez-nous ou appelez-nous directement.',
  noindex: true,
  sections: [
    {
      kind: 'hero',
      title: 'Votre demande n’a pas été envoyée',
      subtitle: [
        'Rien n’est perdu : le bouton Retour de votre navigateur vous ramène au formulaire, avec ce que vous avez écrit. Vous pouvez aussi nous écrire à ',
        { label: SCHOOL.email, href: `mailto:${SCHOOL.email}` },
        ' ou nous appeler au ',
        { label: SCHOOL.phone, href: `tel:${SCHOOL.phoneHref}` },
        '.',
      ],
      illustration: 'lost',
    },
    {
      // One panel per reason, its id the reason's code: the address's anchor shows that one alone
      // (CSS `:target`, no script needed); an address without one shows them all.
      kind: 'anchorPanels',
      panels: [
        {
          id: 'trop-de-demandes',
          title: 'Trop de demandes envoyées',
          blocks: [
            {
              type: 'paragraph',
              text: 'Pour protéger notre boîte de réception, le nombre de demandes envoyées avec une même adresse e-mail est limité. Attendez quelques minutes avant de renvoyer le formulaire, ou contactez-nous directement.',
            },
          ],
        },
        {
          // The flood budget of a connection or of the whole site: with JavaScript, the form passes it
          // with a proof of work the browser computes; a form posted without it cannot (issue 23).
          id: 'verification',
          title: 'Une vérification automatique est nécessaire',
          blocks: [
            {
              type: 'paragraph',
              text: 'Beaucoup de demandes partent en ce moment de votre connexion (un salon, une entreprise, un réseau mobile) ou arrivent sur notre site. Pour les accepter toutes sans laisser passer les robots, notre formulaire fait faire à votre navigateur une courte vérification, sans rien vous demander, qui a besoin de JavaScript.',
            },
            {
              type: 'paragraph',
              text: 'Le bouton Retour vous ramène au formulaire, toujours rempli : activez JavaScript et renvoyez-le, ou renvoyez-le un peu plus tard. Vous pouvez aussi nous écrire ou nous appeler : votre demande nous arrive tout aussi vite.',
            },
          ],
        },
        {
          id: 'champ-invalide',
          title: 'Une information n’a pas pu être acceptée',
          blocks: [
            {
              type: 'paragraph',
              text: 'Un champ est vide ou mal rempli : vérifiez votre nom (une seule ligne), votre adresse e-mail (nom@domaine.fr), votre téléphone (des chiffres, au moins six) et votre message (5 000 caractères au plus), puis renvoyez le formulaire.',
            },
          ],
        },
        {
          id: 'indisponible',
          title: 'Le service est momentanément indisponible',
          blocks: [
            {
              type: 'paragraph',
              text: 'Votre demande n’a pas pu être enregistrée à cause d’un incident de notre côté. Réessayez un peu plus tard, ou contactez-nous directement : nous vous répondrons tout aussi vite.',
            },
          ],
        },
      ],
    },
    {
      kind: 'links',
      title: 'Nous joindre directement',
      items: [
        { label: `Écrire à ${SCHOOL.email}`, href: `mailto:${SCHOOL.email}` },
        { label: `Appeler le ${SCHOOL.phone}`, href: `tel:${SCHOOL.phoneHref}` },
        { label: 'Revenir à la page de contact', href: '/contact' },
      ],
    },
  ],
});
