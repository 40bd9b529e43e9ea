import type { PageFacts } from '../facts/pageFacts.ts';

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
      'Indicateurs : Bachelor Marketing Digital',
      'Indicateurs : Formation Community Manager',
      'Indicateurs : Formation Digital Business Developer',
      'Période',
      'Effectif',
      'Source',
      'promotion 2025-2026',
    ],
    'no invented number: the data are being consolidated': ['Données en cours de consolidation', 'En cours de consolidation', 'À publier'],
    'small cohorts: counts, not rates': ['moins de 20 apprentis, nous donnons le nombre'],
    'InserJeunes: the Bachelor (level 6) is outside it, with the link': ['n’entre pas dans la publication des ministères', 'InserJeunes'],
    'every figure the site claims, with its period, cohort and source or « À publier »': [
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
