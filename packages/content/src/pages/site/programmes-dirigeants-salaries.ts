import { contactHref } from '../../contactReasons.ts';
import { keyInformationSection } from '../../courseRecords/keyInformation.ts';
import { LEADERS_RECORD } from '../../courseRecords/shortCourses.ts';
import { definePage } from '../../model/page.ts';

const ask = contactHref('dirigeants-salaries');

/**
 * The short training for business owners and employees (`/programmes/dirigeants-salaries`; the
 * old `/programmes/formation-dirigeants-salaries` answers 301 to it). Spec §1: financeable by an
 * OPCO. The spec gives no duration nor price for it: its key information says « Sur devis » for the
 * price, and the launch check lists what the school must supply.
 */
export const page = definePage({
  path: '/programmes/dirigeants-salaries',
  description:
    'Formation courte au marketing digital pour dirigeants et salariés : référencement local, publicité, réseaux sociaux. À distance, finançable par votre OPCO.',
  structuredData: [{ type: 'course', course: 'dirigeants-salaries' }],
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Formation Dirigeants et Salariés',
      title: 'Développez votre activité grâce au digital',
      subtitle:
        'Une formation courte pour les chefs d’entreprise et leurs salariés : attirer plus de clients, professionnaliser votre présence en ligne et grandir avec des outils simples.',
      bullets: ['Finançable par votre OPCO', '100 % à distance', 'Adaptée à votre activité et à votre niveau'],
      actions: [{ label: 'Demander des informations', href: ask }],
      illustration: 'school',
    },
    {
      kind: 'cards',
      title: 'Ce que la formation vous apporte',
      items: [
        {
          title: 'Plus de clients',
          description: 'Être trouvé par les clients qui vous cherchent près de chez vous, et transformer leurs visites en demandes.',
        },
        {
          title: 'Une présence en ligne professionnelle',
          description: 'Un site, une fiche d’établissement et des réseaux sociaux qui donnent confiance dès le premier regard.',
        },
        {
          title: 'Des outils simples',
          description: 'Des méthodes faciles à prendre en main, que vous continuez d’utiliser seul une fois la formation terminée.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'programme',
      title: 'Les trois piliers du programme',
      tone: 'surface',
      items: [
        {
          title: 'Référencement local',
          accent: 'violet',
          description: 'Apparaître dans les recherches de votre zone : fiche d’établissement, avis clients, pages de votre site optimisées.',
        },
        {
          title: 'Publicité digitale',
          accent: 'violet',
          description: 'Lancer des annonces sur les moteurs de recherche et les réseaux, bien ciblées et avec un budget maîtrisé.',
        },
        {
          title: 'Réseaux sociaux',
          accent: 'violet',
          description: 'Choisir les bons réseaux, publier régulièrement et échanger avec vos clients sans y passer vos journées.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Notre approche',
      items: [
        { title: 'Format flexible', description: 'Une formation à distance, organisée autour de votre emploi du temps de dirigeant ou de salarié.' },
        { title: 'Accompagnement personnalisé', description: 'Nous partons de votre entreprise, de vos clients et de votre niveau pour adapter les contenus.' },
        {
          title: 'Outils pratiques',
          description: 'Des modèles, des check-lists et des outils concrets, appliqués à votre propre activité pendant la formation.',
        },
        { title: 'Résultats mesurables', description: 'Vous apprenez à suivre quelques indicateurs simples pour voir ce que vos actions rapportent.' },
      ],
    },
    keyInformationSection(LEADERS_RECORD, undefined, { tone: 'surface' }),
    {
      kind: 'callToAction',
      title: 'Parlons de votre projet de formation',
      text: 'Dites-nous qui souhaite se former et ce que vous en attendez : nous vous proposons un programme adapté et vous accompagnons dans la demande de financement auprès de votre OPCO.',
      // « Certifiée » only beside a named certification (issue 35, point 6): this course names none.
      ticks: ['Formation flexible, finançable par votre OPCO', '100 % distanciel', 'Sans engagement'],
      actions: [{ label: 'Demander des informations', href: ask }],
    },
    {
      kind: 'links',
      title: 'Aller plus loin',
      tone: 'surface',
      items: [
        { label: 'La formation IA en entreprise, en une journée', href: '/formation-ia' },
        { label: 'Recruter un alternant en marketing digital', href: '/entreprises' },
        { label: 'Toutes nos formations', href: '/programmes' },
      ],
    },
  ],
});
