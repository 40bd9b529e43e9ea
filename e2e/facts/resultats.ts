import type { PageFacts } from '../support/facts.ts';

/** The published results (issue « Beyond the school sites » §3, Code du travail art. L6111-8). */
export const facts: PageFacts = {
  path: '/resultats',
  elements: {
    hero: ['Nos résultats, diplôme par diplôme'],
    'every L6111-8 indicator': [
      'Taux d’obtention du diplôme',
      'Taux de poursuite d’études',
      'Taux d’interruption en cours de formation',
      'Taux d’insertion professionnelle',
      'Valeur ajoutée de l’établissement',
      'Taux de rupture des contrats d’apprentissage',
      'article L6111-8 du Code du travail',
    ],
    'per diploma, with its period, cohort and source columns': [
      'Indicateurs du diplôme Bachelor Marketing Digital',
      'Indicateurs du diplôme Community Manager',
      'Indicateurs du diplôme Digital Business Developer',
      'Période',
      'Effectif',
      'Source',
      'promotion 2025-2026',
    ],
    'no invented number: the data are being consolidated': ['Données en cours de consolidation', 'En cours de consolidation', 'À publier'],
    'the marketing figures it backs (97 %, 87 %)': [
      'Les chiffres que nous annonçons',
      '97 %',
      'de nos diplômés en emploi dans les 3 mois',
      '87 %',
      'de nos apprentis embauchés à l’issue de leur formation',
    ],
  },
  actions: [
    { name: 'Nous contacter', href: '/contact' },
    { name: 'Nos formations', href: '/programmes' },
  ],
};
