import type { PageFacts } from '../facts/pageFacts.ts';
import { PAY_GRID_FACTS } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/admissions',
  elements: {
    'hero with a call to /candidater': ['Admissions : rejoignez l’alternance en marketing digital', 'Je postule'],
    '4-step process': [
      'Le processus d’admission en 4 étapes',
      'Je candidate en ligne',
      'On échange ensemble',
      'Je trouve mon entreprise',
      'Je commence ma formation',
    ],
    // Dated (SITE_AS_OF): the September 2025 intake is past and no later one is known yet, so the
    // notice says the next dates are coming and keeps the call to apply.
    'intake notice: next dates coming, call to apply kept': [
      'Prochaine rentrée : dates bientôt annoncées',
      'Les candidatures restent ouvertes',
      'Je candidate dès maintenant',
    ],
    'reasons to choose the school': [
      'Pourquoi choisir notre école ?',
      'Gratuite et rémunérée',
      '100 % à distance',
      'Un diplôme reconnu',
      'titre « Chargé de marketing digital et e-commerce » de niveau 6 inscrit au RNCP n° 40377',
      '97 % de nos diplômés',
      'chiffre en cours de vérification',
    ],
    'admission prerequisites (spec §5)': [
      'Les prérequis d’admission',
      'Un Bac+2 ou un niveau équivalent',
      'Un intérêt pour le numérique',
      'Une motivation pour l’alternance',
      'Une bonne communication écrite et orale',
      'Un entretien de motivation',
    ],
    'FAQ of 4 questions': [
      'Questions sur l’admission',
      'Dois-je avoir trouvé une entreprise avant de candidater ?',
      'Comment se passe la sélection ?',
      'Je n’ai pas de Bac+2 : puis-je candidater ?',
      'Combien de temps dure la formation ?',
    ],
    'closing call to /candidater': ['Prêt à vous lancer ?', 'Je dépose ma candidature'],
    ...PAY_GRID_FACTS,
  },
  actions: [
    { name: 'Je postule', href: '/candidater' },
    { name: 'Les prérequis', href: '#prerequis' },
    { name: 'Je candidate dès maintenant', href: '/candidater' },
    { name: 'Je dépose ma candidature', href: '/candidater' },
    { name: 'Voir nos formations', href: '/programmes' },
    { name: /^chiffre en cours de vérification$/, href: '/resultats#chiffres-annonces' },
  ],
};
