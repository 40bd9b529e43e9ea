import { aidMention, COMPANY_FOLLOW_UP, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Tourist offices (`/offices-tourisme`, spec §2): 3 steps, FAQ, 150 to 300 € a month after aid. */
export const OFFICES_TOURISME: SegmentOf = (offer) => ({
  path: '/offices-tourisme',
  description: `Offices de tourisme : un alternant en marketing digital fait rayonner votre territoire. ${aidMention(offer)}, zéro paperasse.`,
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
      'Il donne aussi de la visibilité aux hébergeurs, restaurateurs et sites de visite du territoire : une destination se choisit sur l’ensemble de ce qu’elle propose.',
    ],
  },
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Animer vos réseaux sociaux', description: 'Paysages, événements, bonnes adresses : des publications qui donnent envie de venir.' },
      { title: 'Mettre en avant votre agenda', description: 'Fêtes, marchés, expositions, relayés sur votre site et vos réseaux.' },
      { title: 'Écrire pour les visiteurs', description: 'Idées de séjours, circuits et conseils pratiques, bien référencés.' },
      { title: 'Garder le lien', description: 'Une lettre d’information pour les visiteurs qui veulent revenir.' },
      { title: 'Suivre la fréquentation', description: 'Les pages et les publications qui amènent des visiteurs, pour ajuster le programme de la saison.' },
    ],
  },
  example: {
    title: 'Un exemple d’office de tourisme',
    scenario:
      'Un office de tourisme de huit salariés accueille une apprentie de 20 ans en 1re année du Bachelor Marketing Digital. Elle publie l’agenda des animations, rédige des idées de séjour pour chaque saison et met à jour les fiches des hébergeurs et des restaurants du territoire.',
    case: { age: 20, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID['offices-tourisme'],
  steps: 'three',
  faq: [
    {
      question: 'Peut-il accueillir les visiteurs au comptoir ?',
      answer:
        'Ses missions doivent rester liées à sa formation au marketing digital : répondre aux questions posées en ligne ou préparer les documents d’accueil, oui ; tenir seul le comptoir, non.',
    },
    {
      question: 'Comment travailler avec les prestataires du territoire ?',
      answer:
        'Votre alternant peut recueillir leurs nouveautés, mettre à jour leurs fiches, relayer leurs événements et leur proposer des contenus à partager : une collaboration qui profite à toute la destination.',
    },
    {
      question: 'Notre activité est surtout l’été : que fait-il le reste de l’année ?',
      answer:
        'Il prépare la saison suivante : programme des animations, contenus pour le site, mise à jour des fiches des prestataires, campagnes pour les week-ends et les vacances hors saison.',
    },
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
