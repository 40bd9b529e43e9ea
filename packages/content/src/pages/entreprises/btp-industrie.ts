import { aidPromise, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { COURSE_PROFILES, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Construction and industry (`/btp-industrie`, spec §2): 3 steps, a short list of profiles, FAQ, under 300 € a month after aid. */
export const BTP_INDUSTRIE: SegmentOf = (offer) => ({
  path: '/btp-industrie',
  description: `BTP et industrie : un alternant en marketing digital valorise vos réalisations et vos métiers. ${aidPromise(offer)}, zéro paperasse.`,
  audience: 'Entreprises du BTP et de l’industrie',
  serviceName: 'Recrutement d’alternants en marketing digital pour le BTP et l’industrie',
  hero: {
    title: 'BTP et industrie : un alternant pour valoriser vos savoir-faire',
    subtitle:
      'Réalisations, références, recrutement : un alternant formé au marketing digital fait connaître votre entreprise à vos clients et à vos futurs salariés.',
    illustration: 'companies',
  },
  pitch: {
    title: 'Des réalisations solides, une image en ligne à construire',
    paragraphs: [
      'Vos chantiers et vos produits parlent pour vous, à condition qu’on les voie. Donneurs d’ordre, clients et candidats regardent votre site et vos réseaux avant de vous contacter.',
      `Un alternant s’occupe de votre communication ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY}.`,
    ],
  },
  profiles: {
    title: 'Les profils pour votre entreprise',
    items: [
      { title: COURSE_PROFILES.marketing.title, description: 'Site, référencement, mise en valeur de vos réalisations.', accent: 'violet' },
      {
        title: COURSE_PROFILES.communityManager.title,
        description: 'Réseaux professionnels et sociaux, pour vos clients et vos recrutements.',
        accent: 'violet',
      },
      { title: COURSE_PROFILES.businessDeveloper.title, description: 'Prospection en ligne et suivi de vos contacts dans un CRM.', accent: 'violet' },
    ],
  },
  costAfterAid: COST_AFTER_AID['btp-industrie'],
  steps: 'three',
  faq: [
    {
      question: 'Un alternant en marketing est-il utile dans le BTP ou l’industrie ?',
      answer: 'Oui : votre site, vos références et votre présence sur les réseaux professionnels comptent pour vos clients comme pour vos futurs salariés.',
    },
    {
      question: 'Peut-il nous aider à recruter ?',
      answer: 'Il peut faire connaître votre entreprise et vos métiers en ligne, et diffuser vos offres d’emploi là où vos futurs salariés les verront.',
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Donnez de la visibilité à vos savoir-faire',
      text: 'Parlez-nous de votre entreprise : nous vous présentons des candidats et préparons le contrat.',
      label: 'Parler de mon besoin',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(BTP_INDUSTRIE, asOf);
