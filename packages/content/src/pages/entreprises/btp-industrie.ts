import { aidMention, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { COURSE_PROFILES, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Construction and industry (`/btp-industrie`, spec §2): 3 steps, a short list of profiles, FAQ, under 300 € a month after aid. */
export const BTP_INDUSTRIE: SegmentOf = (offer) => ({
  path: '/btp-industrie',
  description: `BTP et industrie : un alternant en marketing digital valorise vos réalisations et vos métiers. ${aidMention(offer)}, zéro paperasse.`,
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
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Montrer vos chantiers', description: 'Photos avant, pendant et après, présentées sur votre site avec le contexte de chaque réalisation.' },
      { title: 'Tenir vos références à jour', description: 'Une page par type de travaux ou de produit, que vos commerciaux envoient aux donneurs d’ordre.' },
      { title: 'Faire connaître vos métiers', description: 'Portraits d’équipes et offres d’emploi diffusés là où vos futurs salariés les cherchent.' },
      { title: 'Préparer vos salons', description: 'Supports, annonces avant l’événement et suivi des contacts rencontrés.' },
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
  example: {
    title: 'Un exemple d’entreprise du BTP',
    scenario:
      'Une entreprise de charpente métallique de 35 salariés accueille un apprenti de 25 ans en 1re année du Bachelor Marketing Digital. Il présente chaque chantier terminé sur le site et les réseaux professionnels, et prépare les supports des salons où l’entreprise recrute.',
    case: { age: 25, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID['btp-industrie'],
  steps: 'three',
  faq: [
    {
      question: 'Nos clients sont des entreprises, pas le grand public : est-ce utile ?',
      answer:
        'Oui : un acheteur ou un donneur d’ordre consulte votre site et vos références avant une consultation. Votre alternant peut aussi préparer vos réponses aux appels d’offres : présentation de l’entreprise, références, photos.',
    },
    {
      question: 'Il n’est pas du métier : comment parlera-t-il de nos chantiers ?',
      answer:
        'Il apprend vos métiers au contact de vos équipes, sur les chantiers et à l’atelier. Vous relisez ce qu’il publie sur vos techniques avant la mise en ligne.',
    },
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
