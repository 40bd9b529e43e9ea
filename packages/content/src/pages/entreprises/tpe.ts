import { aidMention, COMPANY_FOLLOW_UP } from '../../companyOffer.ts';
import { placeholder } from '../../model/placeholder.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { COURSE_PROFILES, FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

const EXAMPLE = placeholder('Témoignage d’exemple : à remplacer par un témoignage réel d’une TPE cliente, avec son accord écrit.');

/** Very small firms (`/tpe`): pitch, steps, three profiles, testimonials, sticky mobile buttons. */
export const TPE: SegmentOf = (offer) => ({
  path: '/tpe',
  description: `Confiez votre marketing digital à un alternant formé par nos soins. ${aidMention(offer)}, zéro paperasse, environ ${COMPANY_FOLLOW_UP.minutesPerWeek} min de suivi par semaine.`,
  audience: 'TPE',
  serviceName: 'Recrutement d’alternants en marketing digital pour les TPE',
  hero: {
    title: 'TPE : un alternant pour développer votre présence en ligne',
    subtitle:
      'Site, réseaux sociaux, avis Google, publicité locale : un alternant formé au marketing digital et à l’IA s’en occupe, pendant que vous faites tourner votre entreprise.',
    illustration: 'companies',
  },
  pitch: {
    title: 'Votre visibilité en ligne passe toujours après le reste ?',
    paragraphs: [
      'Dans une petite entreprise, personne n’a le temps de publier chaque semaine, de répondre aux avis ou de suivre une campagne publicitaire. Pourtant, c’est là que vos clients vous cherchent.',
      `Avec l’alternance, vous accueillez un apprenti en marketing digital ${IN_COMPANY}. Il se forme à distance avec nous ${SCHOOL_DAY} et met aussitôt en pratique ce qu’il apprend dans votre entreprise.`,
    ],
  },
  tasks: {
    title: 'Un exemple de semaine',
    intro: 'Ce qu’un alternant peut faire pour une petite entreprise, une fois les priorités fixées avec vous.',
    items: [
      { title: 'Les avis et les messages', description: 'Il répond aux avis de la semaine passée et aux questions reçues sur les réseaux.' },
      { title: 'Les publications', description: 'Il prépare les publications de la semaine à partir de vos nouveautés et de vos photos.' },
      {
        title: 'Le reste de la semaine : un projet',
        description: 'Une page du site à créer, une campagne locale à lancer ou un e-mailing à envoyer à vos clients.',
      },
      { title: 'Le jour de formation', description: 'Il suit ses cours à distance, et revient la semaine suivante avec de nouvelles méthodes.' },
    ],
  },
  profiles: {
    title: 'Trois profils selon vos besoins',
    items: [
      { ...COURSE_PROFILES.marketing, accent: 'violet' },
      { ...COURSE_PROFILES.communityManager, accent: 'violet' },
      { ...COURSE_PROFILES.businessDeveloper, accent: 'violet' },
    ],
  },
  example: {
    title: 'Un exemple de TPE',
    scenario:
      'Un institut de beauté de deux salariées accueille un apprenti de 19 ans en 1re année du Bachelor Marketing Digital. Il tient la fiche Google et l’agenda en ligne à jour, publie les nouveautés chaque semaine et prépare les offres de fidélité des fêtes.',
    case: { age: 19, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  steps: 'four',
  testimonials: {
    title: 'Ils ont franchi le pas',
    items: [
      {
        quote: 'Notre alternante a repris nos réseaux sociaux en main : nous publions enfin chaque semaine et les demandes de devis ont suivi.',
        author: 'Claire',
        role: 'Gérante d’une entreprise de menuiserie',
        type: 'company',
        placeholder: EXAMPLE,
      },
      {
        quote: 'Je craignais les démarches : l’école s’est occupée du contrat et du financement, je n’ai eu qu’à signer.',
        author: 'Karim',
        role: 'Fondateur d’un commerce de proximité',
        type: 'company',
        placeholder: EXAMPLE,
      },
      {
        quote: 'Trente minutes par semaine pour faire le point, et le reste du temps il avance seul. Notre fiche Google n’a jamais été aussi à jour.',
        author: 'Sophie',
        role: 'Dirigeante d’un cabinet de services',
        type: 'company',
        placeholder: EXAMPLE,
      },
    ],
  },
  faq: [
    {
      question: 'Et si je n’ai pas assez de travail à lui confier ?',
      answer:
        'Nous préparons avec vous un plan de missions pour l’année : site, fiche Google, réseaux sociaux, e-mailings, petites campagnes. Dans une TPE, ce qui manque d’habitude, c’est le temps, pas les sujets.',
    },
    {
      question: 'Je n’ai pas de service marketing : qui lui montre le travail ?',
      answer:
        'Vous, pour votre activité et vos clients ; nous, pour le métier : il apprend en formation ce qu’il met en œuvre chez vous, et nous faisons le point avec vous régulièrement.',
    },
    {
      question: 'Mon activité est saisonnière : est-ce compatible ?',
      answer:
        'Oui. Le contrat court toute l’année et ses missions suivent votre calendrier : préparer la haute saison, l’accompagner, puis en tirer le bilan et préparer la suivante.',
    },
    {
      question: 'Mon entreprise est-elle trop petite pour accueillir un alternant ?',
      answer: 'Non. Un alternant peut être votre premier salarié : nous vous aidons à définir ses missions et nous suivons son travail avec vous.',
    },
    {
      question: 'Qui encadre l’alternant au quotidien ?',
      answer: `Vous, ou la personne que vous désignez comme maître d’apprentissage : ${FOLLOW_UP_TIME} suffisent pour fixer les priorités ; nous faisons le reste du suivi.`,
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Prêt à recruter votre alternant ?',
      text: 'Parlez-nous de votre entreprise : nous vous proposons un profil adapté et nous occupons du reste.',
      label: 'Nous contacter',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(TPE, asOf);
