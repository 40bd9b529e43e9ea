import { CLAIMS, claimInlineLink } from '../../claims.ts';
import { aidMention, type CompanyOffer } from '../../companyOffer.ts';
import { placeholder } from '../../model/placeholder.ts';
import { APPLICATION } from '../../school.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

const EXAMPLE_QUOTE = placeholder('Témoignage d’exemple : à remplacer par le témoignage réel d’une PME cliente, avec son accord écrit.');
const EXAMPLE_LOGO = placeholder('Logo d’exemple : à remplacer par le nom et le logo d’une PME partenaire, avec son accord écrit.');
const hired = CLAIMS.apprenticesHired;

/**
 * Small and mid-size firms (`/pme`, spec §2): benefit cards, what apprentices can do, three
 * testimonials, a placeholder logo strip, a call to publish an offer for free, a 4-question FAQ,
 * buttons to /contact and /programmes.
 */
/** The aid, when one applies, makes the case for a modest cost. */
const economical = (offer: CompanyOffer) =>
  offer.aid
    ? `Avec ${offer.aid.phrase}, l’alternance est une façon économique d’ouvrir un poste en marketing digital.`
    : 'Un salaire fixé en pourcentage du SMIC : l’alternance est une façon économique d’ouvrir un poste en marketing digital.';

export const PME: SegmentOf = (offer) => ({
  path: '/pme',
  description: `PME : un alternant formé au marketing digital et à l’IA renforce votre équipe. ${aidMention(offer)}, présélection et démarches incluses.`,
  audience: 'PME',
  serviceName: 'Recrutement d’alternants en marketing digital pour les PME',
  hero: {
    title: 'PME : un alternant pour accélérer votre marketing digital',
    subtitle: 'Un renfort formé au marketing digital et à l’IA prend en charge vos projets en ligne, pendant que votre équipe se concentre sur son métier.',
    illustration: 'success',
  },
  pitch: {
    title: 'Votre marketing digital manque de bras ?',
    paragraphs: [
      'Site à faire évoluer, campagnes à lancer, réseaux sociaux à animer : dans une PME, ces projets attendent souvent qu’un salarié trouve le temps.',
      `Un alternant rejoint votre équipe ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY}. Vous recrutez un futur collaborateur, formé à vos méthodes.`,
    ],
  },
  benefits: {
    title: 'Ce que l’alternance apporte à votre PME',
    items: [
      { title: 'Un renfort à coût maîtrisé', description: economical(offer) },
      {
        title: 'Des compétences à jour',
        description: 'Nos apprentis apprennent les outils et les usages actuels du marketing digital, intelligence artificielle comprise.',
      },
      {
        title: 'Un futur collaborateur',
        description: [`${hired.value} de nos apprentis sont embauchés à l’issue de leur formation (`, claimInlineLink(hired), ').'],
      },
      { title: 'Un recrutement sans paperasse', description: 'Présélection des candidats, contrat, cerfa et dossier OPCO : nous nous en chargeons.' },
    ],
  },
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Faire vivre votre site', description: 'Mises à jour, nouvelles pages, référencement naturel.' },
      { title: 'Lancer vos campagnes', description: 'Publicité en ligne et réseaux sociaux, du ciblage au suivi du budget.' },
      { title: 'Animer vos réseaux sociaux', description: 'Calendrier éditorial, publications, réponses à votre communauté.' },
      { title: 'Envoyer vos e-mailings', description: 'Newsletters, relances et scénarios automatisés pour vos clients.' },
      { title: 'Suivre vos résultats', description: 'Tableaux de bord et indicateurs clés, pour décider sur des chiffres.' },
      { title: 'Appuyer vos commerciaux', description: 'Prospection en ligne et suivi des contacts dans votre CRM.' },
    ],
  },
  example: {
    title: 'Un exemple de PME',
    scenario:
      'Une entreprise de services de 80 salariés accueille un apprenti de 24 ans en 1re année du Bachelor Marketing Digital. Il reprend le site, lance une lettre d’information pour les clients et suit chaque mois les demandes que le site apporte à l’équipe commerciale.',
    case: { age: 24, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  steps: 'four',
  testimonials: {
    title: 'Des PME témoignent',
    items: [
      {
        quote: 'Nous n’avions personne pour le marketing digital. Notre alternant a repris le site et les campagnes, et il reste avec nous après son diplôme.',
        author: 'Thomas',
        role: 'Directeur d’une PME industrielle',
        type: 'company',
        placeholder: EXAMPLE_QUOTE,
      },
      {
        quote: 'La présélection nous a fait gagner un temps précieux : nous n’avons rencontré que des candidats motivés.',
        author: 'Isabelle',
        role: 'Responsable des ressources humaines',
        type: 'company',
        placeholder: EXAMPLE_QUOTE,
      },
      {
        quote: 'Les points réguliers avec l’école nous aident à fixer des objectifs clairs à notre alternante.',
        author: 'Marc',
        role: 'Responsable commercial d’une PME de services',
        type: 'company',
        placeholder: EXAMPLE_QUOTE,
      },
    ],
  },
  logos: {
    title: 'Des PME qui recrutent avec nous',
    items: [
      { name: 'Entreprise A', placeholder: EXAMPLE_LOGO },
      { name: 'Entreprise B', placeholder: EXAMPLE_LOGO },
      { name: 'Entreprise C', placeholder: EXAMPLE_LOGO },
      { name: 'Entreprise D', placeholder: EXAMPLE_LOGO },
      { name: 'Entreprise E', placeholder: EXAMPLE_LOGO },
    ],
  },
  offer: {
    title: 'Publiez votre offre d’alternance gratuitement',
    text: `Décrivez votre offre en ${APPLICATION.minutesToDescribeNeed} minutes : nous la diffusons auprès de nos candidats et vous présentons les profils qui correspondent.`,
  },
  faq: [
    {
      question: 'Comment l’intégrer à une équipe déjà en place ?',
      answer:
        'Nommez dans l’équipe qui travaillera avec lui un maître d’apprentissage : il fixe les priorités, relit les premiers travaux et fait le point avec nous. Les autres collègues lui confient des tâches précises.',
    },
    {
      question: 'Quelles missions confier à un alternant ?',
      answer:
        'Celles d’un poste en marketing digital : contenus, campagnes, réseaux sociaux, e-mailing, suivi des résultats. Nous vous aidons à rédiger une fiche de poste adaptée.',
    },
    {
      question: 'Et à la fin du contrat ?',
      answer: [`Vous pouvez l’embaucher : ${hired.value} de nos apprentis le sont à l’issue de leur formation (`, claimInlineLink(hired), ').'],
    },
  ],
  calls: {
    hero: 'Recruter un alternant',
    final: {
      title: 'Votre prochain talent du marketing digital',
      text: 'Parlez-nous de vos projets : nous vous présentons des candidats motivés et préparons le contrat.',
      label: 'Parler de mon besoin',
    },
    extra: [{ label: 'Voir nos formations', href: '/programmes' }],
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(PME, asOf);
