import { aidPromise, COST_AFTER_AID } from '../../companyOffer.ts';
import { formatPercent } from '../../format.ts';
import { FIGURES } from '../../school.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/**
 * Shopkeepers (`/commercants`, spec §2): 95 % satisfied, +30 % Google reviews in 2 months, under
 * 200 € a month after aid, 4 steps, FAQ.
 */
export const COMMERCANTS: SegmentOf = (offer) => ({
  path: '/commercants',
  description: `Commerçants : un alternant en marketing digital attire plus de clients dans votre boutique. ${aidPromise(offer)}, zéro paperasse.`,
  audience: 'Commerçants',
  serviceName: 'Recrutement d’alternants en marketing digital pour les commerçants',
  hero: {
    title: 'Commerçants : un alternant pour attirer plus de clients',
    subtitle:
      'Fiche Google, avis, réseaux sociaux, promotions : un alternant formé au marketing digital fait connaître votre commerce dans votre quartier et au-delà.',
    illustration: 'region',
  },
  pitch: {
    title: 'Vos clients vous cherchent d’abord sur leur téléphone',
    paragraphs: [
      'Avant de pousser la porte, beaucoup de clients regardent en ligne les horaires, les avis et les photos d’un commerce. Sans mises à jour régulières, ils passent leur chemin.',
      `Un alternant s’en occupe ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY} : vous restez avec vos clients, il anime votre vitrine en ligne.`,
    ],
  },
  figures: {
    title: 'Des résultats chez les commerçants',
    items: [
      { value: formatPercent(FIGURES.shopsSatisfied), label: 'des commerçants accompagnés satisfaits' },
      { value: `+${formatPercent(FIGURES.shopsGoogleReviewsGain)}`, label: 'd’avis Google en 2 mois' },
    ],
  },
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Tenir votre fiche Google à jour', description: 'Horaires, photos, nouveautés : ce que vos clients voient avant de venir.' },
      { title: 'Obtenir plus d’avis', description: 'Inviter vos clients satisfaits à laisser un avis, et répondre à chacun.' },
      { title: 'Faire vivre vos réseaux sociaux', description: 'Arrivages, coulisses, conseils : des publications régulières qui donnent envie.' },
      { title: 'Annoncer vos temps forts', description: 'Promotions, soldes, événements en boutique, relayés en ligne et par e-mail.' },
    ],
  },
  costAfterAid: COST_AFTER_AID.commercants,
  steps: 'four',
  faq: [
    {
      question: 'Comment obtenir plus d’avis Google ?',
      answer: 'Votre alternant met en place des moyens simples d’inviter vos clients satisfaits à laisser un avis, et répond à chacun, en votre nom.',
    },
    {
      question: 'Mon équipe est petite : qui encadre l’alternant ?',
      answer: `Vous, ou un membre de votre équipe, comme maître d’apprentissage : ${FOLLOW_UP_TIME} suffisent. Nous assurons le reste du suivi.`,
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Donnez plus de visibilité à votre commerce',
      text: 'Parlez-nous de votre boutique : nous vous présentons des candidats motivés et préparons le contrat.',
      label: 'Parler de mon besoin',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(COMMERCANTS, asOf);
