import { aidPromise, COMPANY_FOLLOW_UP, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Tourist offices (`/offices-tourisme`, spec §2): 3 steps, FAQ, 150 to 300 € a month after aid. */
export const OFFICES_TOURISME: SegmentOf = (offer) => ({
  path: '/offices-tourisme',
  description: `Offices de tourisme : un alternant en marketing digital fait rayonner votre territoire. ${aidPromise(offer)}, zéro paperasse.`,
  audience: 'Offices de tourisme',
  serviceName: 'Recrutement d’alternants en marketing digital pour les offices de tourisme',
  hero: {
    title: 'Offices de tourisme : un alternant pour faire rayonner votre territoire',
    subtitle:
      'Réseaux sociaux, site, contenus pour les visiteurs : un alternant formé au marketing digital et à l’IA fait connaître votre destination toute l’année.',
    illustration: 'region',
  },
  pitch: {
    title: 'Votre destination se choisit en ligne',
    paragraphs: [
      'Les visiteurs préparent leur séjour sur internet : photos, agenda, idées de sorties. Une présence en ligne vivante leur donne envie de venir, et de revenir.',
      `Un alternant anime vos canaux numériques ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY}.`,
    ],
  },
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Animer vos réseaux sociaux', description: 'Paysages, événements, bonnes adresses : des publications qui donnent envie de venir.' },
      { title: 'Mettre en avant votre agenda', description: 'Fêtes, marchés, expositions, relayés sur votre site et vos réseaux.' },
      { title: 'Écrire pour les visiteurs', description: 'Idées de séjours, circuits et conseils pratiques, bien référencés.' },
      { title: 'Garder le lien', description: 'Une lettre d’information pour les visiteurs qui veulent revenir.' },
    ],
  },
  costAfterAid: COST_AFTER_AID['offices-tourisme'],
  steps: 'three',
  faq: [
    {
      question: 'Notre activité est saisonnière : est-ce adapté ?',
      answer: 'Oui. Hors saison, votre alternant prépare les contenus et les campagnes ; en saison, il anime vos réseaux au quotidien.',
    },
    {
      question: 'Qui encadre l’alternant ?',
      answer: `Un membre de votre équipe, comme maître d’apprentissage : ${FOLLOW_UP_TIME} suffisent. Nous faisons des points ${COMPANY_FOLLOW_UP.checkIns} avec vous.`,
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Faites rayonner votre territoire',
      text: 'Parlez-nous de votre destination : nous vous présentons des candidats et préparons le contrat.',
      label: 'Parler de mon besoin',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(OFFICES_TOURISME, asOf);
