import { CLAIMS, claimFigure } from '../../claims.ts';
import { aidMention, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/**
 * Shopkeepers (`/commercants`, spec §2): 95 % satisfied, +30 % Google reviews in 2 months, under
 * 200 € a month after aid, 4 steps, FAQ.
 */
export const COMMERCANTS: SegmentOf = (offer) => ({
  path: '/commercants',
  description: `Commerçants : un alternant en marketing digital attire plus de clients dans votre boutique. ${aidMention(offer)}, zéro paperasse.`,
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
      'Il connaît vos produits parce qu’il les voit arriver en boutique : ses photos et ses textes parlent de votre commerce, pas d’un catalogue.',
    ],
  },
  figures: {
    title: 'Des résultats chez les commerçants',
    items: [...claimFigure(CLAIMS.shopsSatisfied), ...claimFigure(CLAIMS.shopsReviews)],
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
  example: {
    title: 'Un exemple de commerce',
    scenario:
      'Une librairie de trois salariés accueille une apprentie de 21 ans en 1re année du Bachelor Marketing Digital. Elle présente les nouveautés sur les réseaux sociaux, annonce les rencontres d’auteurs et lance une lettre d’information mensuelle pour les clients fidèles.',
    case: { age: 21, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID.commercants,
  steps: 'four',
  faq: [
    {
      question: 'Faut-il une boutique en ligne ?',
      answer:
        'Pas forcément : pour beaucoup de commerces, une fiche Google soignée, des réseaux vivants et une lettre d’information suffisent à faire venir en boutique. Votre alternant vous aide à choisir.',
    },
    {
      question: 'Mon commerce n’a pas de site : par où commencer ?',
      answer:
        'Par ce que vos clients voient en premier : la fiche Google, les horaires et les photos. Votre alternant peut ensuite créer une page simple ou une petite boutique en ligne, si elle a du sens pour vos produits.',
    },
    {
      question: 'Et pendant les soldes ou les fêtes ?',
      answer:
        'C’est là qu’il vous est le plus utile : il prépare vos annonces à l’avance, relaie vos temps forts en ligne et répond aux messages de vos clients pendant que vous êtes en boutique.',
    },
    {
      question: 'Peut-il aussi aider en boutique ?',
      answer:
        'Le travail confié à un apprenti doit être en lien avec sa formation : les photos des nouveautés, la vitrine en ligne ou l’affichage de vos promotions, oui ; la tenue de la caisse, non.',
    },
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
