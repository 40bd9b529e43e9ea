import { REPLY_DELAY, SCHOOL } from '../school.ts';
import type { LinkCopy, PageMetaCopy, StepCopy } from './types.ts';
import { typeset } from './typeset.ts';

/** Thank-you page (`/thank-you`), reached after a contact request; not indexed. */
export const THANK_YOU_PAGE = typeset({
  meta: {
    title: 'Demande bien reçue',
    description: `Votre demande a bien été reçue : notre équipe vous répond sous ${REPLY_DELAY.thankYouPage}.`,
  } satisfies PageMetaCopy,
  title: 'Merci, votre demande a bien été reçue !',
  reply: `Notre équipe revient vers vous sous ${REPLY_DELAY.thankYouPage}.`,
  nextStepsTitle: 'Les prochaines étapes',
  nextSteps: [
    {
      title: 'Organiser la formation IA dans votre entreprise',
      description: 'Nous convenons ensemble d’une date et du lieu, dans vos locaux ou à distance.',
    },
    {
      title: 'Adapter le programme',
      description: 'Nous ajustons les cas pratiques à votre métier et aux outils de vos équipes.',
    },
    {
      title: 'Finaliser l’inscription et le financement OPCO',
      description: 'Nous vous accompagnons dans les démarches auprès de votre OPCO pour la prise en charge.',
    },
  ] satisfies StepCopy[],
  moreTitle: 'En attendant',
  links: [
    { label: 'Revoir le programme de la formation IA', href: '/formation-ia' },
    { label: 'Recruter un alternant en marketing digital', href: '/entreprises' },
  ] satisfies LinkCopy[],
  social: { label: `Suivez ${SCHOOL.brand} sur LinkedIn`, href: SCHOOL.linkedin } satisfies LinkCopy,
} as const);
