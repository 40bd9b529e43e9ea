import type { PageFacts } from '../facts/pageFacts.ts';
import { PAY_GRID_FACTS } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/programmes/community-manager',
  elements: {
    'metadata: the route table’s title': ['Formation Community Manager en alternance'],
    'hero with its button to /contact': ['Devenez community manager en alternance', 'Nous contacter'],
    'five skill cards': [
      'Les compétences que vous développez',
      'Définir une ligne éditoriale',
      'Créer des contenus',
      'Animer une communauté',
      'Lancer des campagnes sponsorisées',
      'Mesurer et rendre compte',
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
    'call-to-action band to /contact': ['Envie de devenir community manager ?', 'nous vous répondons sous 24 h'],
    'sticky button to /contact': ['Une question sur la formation Community Manager ?'],
    'links to compare with the other courses': [
      'Comparer avec nos autres formations',
      'Bachelor Marketing Digital en alternance',
      'Formation Digital Business Developer en alternance',
    ],
    ...PAY_GRID_FACTS,
  },
  actions: [
    { name: 'Nous contacter', href: '/contact?objet=alternance' },
    { name: 'Comparer nos formations', href: '/programmes' },
    { name: 'Bachelor Marketing Digital en alternance', href: '/programmes/marketing-digital' },
    { name: 'Formation Digital Business Developer en alternance', href: '/programmes/digital-business-developer' },
  ],
};
