import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/programmes',
  elements: {
    'hero with two buttons (marketing digital, dirigeants et salariés)': [
      'Nos formations au marketing digital',
      'L’alternance en marketing digital',
      'La formation dirigeants et salariés',
    ],
    'training-offer section « Nos formations »': ['Nos formations', 'Deux façons de vous former avec nous'],
    'card « Alternance Marketing Digital » and its three bullets': [
      'Alternance Marketing Digital',
      '100 % à distance, avec des formateurs de terrain',
      'Des projets réels avec des entreprises locales',
      'Des alternants opérationnels dès les premières semaines',
    ],
    'card « Formation Dirigeants et Salariés » and its three bullets': [
      'Formation Dirigeants et Salariés',
      'Attirer plus de clients grâce au digital',
      'Professionnaliser votre présence en ligne',
      'Développer votre activité avec des outils simples',
    ],
    'buttons « Découvrir la formation »': ['Découvrir la formation'],
    'links to the Community Manager and Digital Business Developer courses': [
      'Trois métiers à apprendre en alternance',
      'Community Manager',
      'Devenir community manager',
      'Digital Business Developer',
      'Devenir business developer',
    ],
    'link to the one-day AI course for companies': ['Formez vos équipes à l’IA en une journée', 'La formation IA en entreprise'],
  },
  actions: [
    { name: 'L’alternance en marketing digital', href: '/programmes/marketing-digital' },
    { name: 'La formation dirigeants et salariés', href: '/programmes/dirigeants-salaries' },
    { name: 'Découvrir la formation', href: '/programmes/marketing-digital' },
    { name: 'Découvrir le Bachelor', href: '/programmes/marketing-digital' },
    { name: 'Devenir community manager', href: '/programmes/community-manager' },
    { name: 'Devenir business developer', href: '/programmes/digital-business-developer' },
    { name: 'La formation IA en entreprise', href: '/formation-ia' },
    { name: 'Poser une question', href: '/contact?objet=alternance' },
  ],
};
