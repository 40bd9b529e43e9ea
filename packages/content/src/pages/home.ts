import { FIGURES } from '../school.ts';
import { formatPercent } from '../format.ts';
import { typeset } from './typeset.ts';
import type { CardCopy, LinkCopy, PageMetaCopy } from './types.ts';

/** Home page (`/`): hero, pitch, calls to apply and to browse the courses, company teaser. */
export const HOME_PAGE = typeset({
  meta: {
    title: 'Alternance en marketing digital 100 % à distance',
    description: `Formez-vous au marketing digital en alternance, 100 % à distance : formation gratuite et rémunérée, diplômes RNCP du niveau 5 au niveau 7, ${formatPercent(FIGURES.graduatesEmployedWithin3Months)} de diplômés en emploi en 3 mois.`,
  } satisfies PageMetaCopy,
  hero: {
    title: 'L’alternance en marketing digital, 100 % à distance',
    subtitle: 'Un diplôme reconnu, un salaire dès le premier mois et l’intelligence artificielle au programme, où que vous habitiez.',
    bullets: [
      'Formation gratuite pour l’apprenti',
      'Contrat d’apprentissage rémunéré',
      'Diplômes inscrits au RNCP, du niveau 5 au niveau 7',
    ],
    primary: { label: 'Je postule', href: '/candidater' },
    secondary: { label: 'Découvrir nos formations', href: '/programmes' },
  },
  pitch: {
    title: 'Pourquoi choisir l’alternance avec nous ?',
    cards: [
      {
        title: 'Gratuite pour vous',
        description: 'Les frais de formation sont pris en charge : l’apprenti ne paie rien.',
      },
      {
        title: 'Rémunérée dès le début',
        description:
          'Votre contrat d’apprentissage vous verse un pourcentage du SMIC, selon votre âge et votre niveau, qui augmente chaque année.',
      },
      {
        title: 'Des diplômes reconnus',
        description:
          'Nos certifications sont inscrites au Répertoire national des certifications professionnelles (RNCP), du niveau 5 au niveau 7 ; le Bachelor est un Bac+3.',
      },
      {
        title: '100 % à distance',
        description: 'Cours en visioconférence avec replay : vous étudiez depuis chez vous, sans quitter votre région.',
      },
    ] satisfies CardCopy[],
  },
  figures: {
    title: 'Des résultats qui comptent',
    items: [
      {
        value: formatPercent(FIGURES.graduatesEmployedWithin3Months),
        label: 'de nos diplômés en emploi dans les 3 mois',
      },
      {
        value: formatPercent(FIGURES.apprenticesHiredAfterTraining),
        label: 'de nos apprentis embauchés à l’issue de leur formation',
      },
    ],
  },
  companies: {
    title: 'Vous êtes une entreprise ?',
    text: 'Recrutez un alternant formé au marketing digital et à l’IA : nous vous aidons à trouver le bon profil et nous occupons des démarches.',
    link: { label: 'Recruter un alternant', href: '/entreprises' } satisfies LinkCopy,
  },
} as const);
