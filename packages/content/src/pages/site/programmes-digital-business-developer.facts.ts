import type { PageFacts } from '../facts/pageFacts.ts';
import { PAY_GRID_FACTS } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/programmes/digital-business-developer',
  elements: {
    'metadata: the route table’s title': ['Formation Digital Business Developer'],
    'hero with its button to /candidater': ['Devenez digital business developer en alternance', 'Je candidate'],
    'five skill cards': [
      'Les compétences que vous développez',
      'Prospecter en ligne',
      'Gérer la relation client',
      'Générer des demandes',
      'Convaincre et négocier',
      'Piloter ses résultats',
    ],
    'three benefit cards': ['Pourquoi vous former avec nous ?', 'Gratuite et rémunérée', '100 % à distance', 'L’IA au programme'],
    'the course in practice (provisional facts until the school supplies them)': [
      'Informations clés',
      'Objectifs',
      'Modalités d’accès',
      'Tarif',
      'Gratuite pour l’apprenti',
      'Accessibilité aux personnes handicapées',
      'Mis à jour le',
    ],
    'call-to-action band to /candidater': ['Prêt à devenir digital business developer ?', 'le formulaire prend 5 minutes'],
    'sticky button to /candidater': ['Candidature en 5 minutes'],
    'links to compare with the other courses': [
      'Comparer avec nos autres formations',
      'Bachelor Marketing Digital en alternance',
      'Formation Community Manager en alternance',
    ],
    ...PAY_GRID_FACTS,
  },
  actions: [
    { name: 'Je candidate', href: '/candidater' },
    { name: 'Comparer nos formations', href: '/programmes' },
    { name: 'Bachelor Marketing Digital en alternance', href: '/programmes/marketing-digital' },
    { name: 'Formation Community Manager en alternance', href: '/programmes/community-manager' },
  ],
};
