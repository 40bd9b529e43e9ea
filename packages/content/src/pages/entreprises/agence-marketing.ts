import { aidMention } from '../../companyOffer.ts';
import { placeholder } from '../../model/placeholder.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { COURSE_PROFILES, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

const EXAMPLE_QUOTE = placeholder('Témoignage d’exemple : à remplacer par le témoignage réel d’une agence partenaire, avec son accord écrit.');
const EXAMPLE_LOGO = placeholder('Logo d’exemple : à remplacer par le nom et le logo d’une agence partenaire, avec son accord écrit.');

/**
 * Marketing agencies (`/agence-marketing`, spec §2): pitch, tool list, profiles, testimonials with
 * placeholder logos, calls to /contact. Its canonical is its own address; `/agences-marketing`
 * answers 301 (DESIGN.md §3).
 */
export const AGENCE_MARKETING: SegmentOf = (offer) => ({
  path: '/agence-marketing',
  description: `Agences marketing : un alternant formé au marketing digital et à l’IA rejoint votre équipe. ${aidMention(offer)}, zéro paperasse.`,
  audience: 'Agences marketing',
  serviceName: 'Recrutement d’alternants en marketing digital pour les agences',
  hero: {
    title: 'Agences marketing : un alternant qui renforce votre équipe',
    subtitle:
      'Contenus, campagnes, reporting : un alternant formé au marketing digital et à l’IA prend sa part des projets de vos clients, dès les premières semaines.',
    illustration: 'ai',
  },
  pitch: {
    title: 'Des projets clients qui s’accumulent ?',
    paragraphs: [
      'Entre les demandes des clients, les contenus à produire et les rapports à envoyer, votre équipe manque de bras pour les tâches qui font avancer les projets.',
      `Un alternant en marketing digital rejoint votre agence ${IN_COMPANY} et suit ses cours à distance ${SCHOOL_DAY} : ce qu’il apprend, il le met aussitôt en pratique sur vos dossiers.`,
    ],
  },
  tasks: {
    title: 'Les outils qu’il apprend à maîtriser',
    intro: 'Nos cours couvrent les familles d’outils du quotidien d’une agence, avec l’intelligence artificielle au programme.',
    items: [
      { title: 'Référencement et contenus', description: 'Audit SEO, rédaction web, publication sur les CMS.' },
      { title: 'Publicité et réseaux sociaux', description: 'Régies publicitaires en ligne, planification et analyse des réseaux sociaux.' },
      { title: 'E-mailing et automatisation', description: 'Logiciels d’e-mailing, scénarios automatisés, segmentation des contacts.' },
      { title: 'E-commerce et CMS', description: 'Création et mise à jour de sites et de boutiques en ligne.' },
      { title: 'Analyse et reporting', description: 'Mesure d’audience, tableaux de bord, suivi des indicateurs clés.' },
      { title: 'IA générative', description: 'Assistants d’écriture, de création visuelle et d’analyse, utilisés avec méthode et esprit critique.' },
    ],
  },
  profiles: {
    title: 'Trois profils pour votre agence',
    items: [
      { ...COURSE_PROFILES.marketing, accent: 'violet' },
      { ...COURSE_PROFILES.communityManager, accent: 'violet' },
      { ...COURSE_PROFILES.businessDeveloper, accent: 'violet' },
    ],
  },
  example: {
    title: 'Un exemple d’agence',
    scenario:
      'Une agence de 12 personnes accueille une apprentie de 22 ans en 1re année du Bachelor Marketing Digital. Elle épaule les chefs de projet sur le référencement et les campagnes sponsorisées, puis prend en charge les comptes rendus mensuels de deux clients.',
    case: { age: 22, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  steps: 'four',
  testimonials: {
    title: 'Des agences témoignent',
    items: [
      {
        quote: 'Notre alternant a pris en charge le reporting mensuel de nos clients : l’équipe a retrouvé du temps pour le conseil.',
        author: 'Julien',
        role: 'Directeur d’une agence web',
        type: 'company',
        placeholder: EXAMPLE_QUOTE,
      },
      {
        quote: 'Formée aux outils d’IA, notre alternante prépare des premières versions de contenus que nous affinons ensemble.',
        author: 'Nadia',
        role: 'Responsable éditoriale en agence',
        type: 'company',
        placeholder: EXAMPLE_QUOTE,
      },
    ],
  },
  logos: {
    title: 'Des agences qui recrutent avec nous',
    items: [
      { name: 'Agence A', placeholder: EXAMPLE_LOGO },
      { name: 'Agence B', placeholder: EXAMPLE_LOGO },
      { name: 'Agence C', placeholder: EXAMPLE_LOGO },
      { name: 'Agence D', placeholder: EXAMPLE_LOGO },
    ],
  },
  faq: [
    {
      question: 'Un alternant peut-il travailler sur les dossiers de nos clients ?',
      answer:
        'Oui, sous la responsabilité de son maître d’apprentissage : il contribue aux projets de vos clients comme un membre de l’équipe, et vous relisez ses livrables aussi longtemps que vous le jugez utile.',
    },
    {
      question: 'Comment l’intégrer à nos outils et à nos méthodes ?',
      answer:
        'Donnez-lui accès à vos outils dès le premier jour et confiez-lui d’abord des tâches encadrées : il apprend vos méthodes chez vous, et les bases de chaque famille d’outils en formation.',
    },
    {
      question: 'Un alternant peut-il travailler sur les dossiers de nos clients ?',
      answer: 'Oui. Il travaille sous la responsabilité de son maître d’apprentissage, sur les projets que vous lui confiez, comme un membre de l’équipe.',
    },
    {
      question: 'Quel profil choisir pour une agence ?',
      answer:
        'Selon vos besoins : marketing digital pour une vision d’ensemble, community manager pour les réseaux sociaux, digital business developer pour la prospection. Nous en parlons avec vous.',
    },
  ],
  calls: {
    hero: 'Recruter un alternant',
    final: {
      title: 'Renforcez votre agence avec un alternant',
      text: 'Dites-nous quels projets vous voulez lui confier : nous vous présentons des candidats qui correspondent.',
      label: 'Parler de mon besoin',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(AGENCE_MARKETING, asOf);
