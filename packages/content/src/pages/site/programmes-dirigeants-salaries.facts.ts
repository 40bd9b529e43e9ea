import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/programmes/dirigeants-salaries',
  elements: {
    'short training for business owners and employees, financeable by an OPCO (spec §1)': [
      'Une formation courte pour les chefs d’entreprise et leurs salariés',
      'Finançable par votre OPCO',
    ],
    'hero button « Demander des informations »': ['Développez votre activité grâce au digital', 'Demander des informations'],
    'three benefit cards': ['Ce que la formation vous apporte', 'Plus de clients', 'Une présence en ligne professionnelle', 'Des outils simples'],
    'three pillars: local SEO, digital advertising, social networks': [
      'Les trois piliers du programme',
      'Référencement local',
      'Publicité digitale',
      'Réseaux sociaux',
    ],
    'four approach points': ['Notre approche', 'Format flexible', 'Accompagnement personnalisé', 'Outils pratiques', 'Résultats mesurables'],
    'key information (Qualiopi indicator 1): price « Sur devis » while none is published': [
      'Informations clés',
      'Objectifs',
      'Tarif',
      'Sur devis',
      'Mis à jour le',
    ],
    'band to /contact': ['Parlons de votre projet de formation'],
    'band tick « Formation flexible, finançable par votre OPCO »': ['Formation flexible, finançable par votre OPCO'],
    'band tick « 100 % distanciel »': ['100 % distanciel'],
    'band tick « Sans engagement »': ['Sans engagement'],
  },
  actions: [
    { name: 'Demander des informations', href: '/contact?objet=dirigeants-salaries' },
    { name: 'La formation IA en entreprise, en une journée', href: '/formation-ia' },
    { name: 'Toutes nos formations', href: '/programmes' },
  ],
};
