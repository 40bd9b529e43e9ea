import { REPLY_DELAY, SCHOOL } from '../school.ts';
import type { LinkCopy, PageMetaCopy } from './types.ts';
import { typeset } from './typeset.ts';

/**
 * Contact page (`/contact`). The reply promise is `REPLY_DELAY.contactPage` in the page and in its
 * description alike (DESIGN.md §3: the spec's 48 h metadata reading is set aside).
 */
export const CONTACT_PAGE = typeset({
  meta: {
    title: 'Contactez-nous',
    description: `Une question sur nos formations en alternance, la formation IA ou le recrutement d’un alternant ? Écrivez-nous : réponse sous ${REPLY_DELAY.contactPage}.`,
  } satisfies PageMetaCopy,
  title: 'Contactez-nous',
  intro: 'Une question sur nos formations, la formation IA en entreprise ou le recrutement d’un alternant ? Laissez-nous un message.',
  formTitle: 'Envoyez-nous un message',
  /** Reason recorded with the request: the spec's default. */
  reason: 'Formation IA',
  aside: {
    label: 'Informations de contact',
    replyTitle: 'Réponse rapide',
    reply: `Notre équipe vous répond sous ${REPLY_DELAY.contactPage}, du lundi au vendredi.`,
    supportTitle: 'Nous joindre',
    emailLabel: 'E-mail :',
    email: SCHOOL.email,
    phoneLabel: 'Téléphone :',
    phone: SCHOOL.phone,
    phoneHref: SCHOOL.phoneHref,
    programmesText: 'Vous voulez d’abord comparer nos formations ?',
    programmes: { label: 'Voir nos formations', href: '/programmes' } satisfies LinkCopy,
    studentsTitle: 'Vous êtes étudiant ?',
    studentsText: 'Pas besoin de formulaire de contact : déposez directement votre candidature, cela prend 5 minutes.',
    students: { label: 'Je candidate', href: '/candidater' } satisfies LinkCopy,
  },
} as const);
