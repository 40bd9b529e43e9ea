import type { PageFacts } from '../facts/pageFacts.ts';

/**
 * /formation-ia as today's build shows it (no upcoming session: the spec's 23 October 2025 session
 * has passed). tests/formation-ia.spec.ts checks the banner against the day of the build.
 */
export const facts: PageFacts = {
  path: '/formation-ia',
  elements: {
    'hero promising 1 hour saved per day': ['Gagnez 1 heure par jour grâce à l’IA'],
    'hero call to action to the contact anchor (no session: organise one)': ['Organiser une session dans mon entreprise'],
    benefits: ['Ce que l’IA change dans votre journée', 'Écrire plus vite', 'Automatiser le répétitif', 'Mieux décider', 'Garder la maîtrise'],
    'trust point: 50+ people trained': ['50+', 'dirigeants et salariés déjà formés à l’IA'],
    'trust point: 92 % apply a case the next day': ['92 %', 'des participants appliquent un cas pratique dès le lendemain'],
    'trust point: 90 % of cases fully financed': ['90 %', 'des dossiers financés intégralement'],
    'trust point: financeable 100 % by the sector funding body (OPCO)': ['finançable à 100 % par l’OPCO de votre secteur', 'Finançable à 100 % par votre OPCO'],
    'trust point: aid up to 5 000 €': ['jusqu’à 5 000 €', 'd’aide au financement de la formation'],
    '4-step programme': [
      'Le programme de la journée',
      'Comprendre l’IA générative',
      'Bien formuler ses demandes',
      'Appliquer à votre métier',
      'Passer à l’action',
    ],
    bonus: ['Bonus offert à chaque participant', 'bibliothèque de consignes'],
    'next-session banner (no upcoming session: dates are coming)': ['Prochaines dates bientôt disponibles', 'Être informé des prochaines dates'],
    'contact form (« Formation IA »)': ['Parlons de votre formation', 'Prénom et Nom', 'E-mail', 'Téléphone', 'Message', 'Envoyer'],
    'the brand and its logo above the fold (no header)': ['École Connectée'],
    'key information (Qualiopi indicator 1), price « Sur devis » meanwhile': [
      'Informations clés',
      'Durée',
      '1 journée (9 h – 17 h).',
      'Tarif',
      'Sur devis',
      'Mis à jour le',
    ],
    'format: on site or remote, intra-company sessions': ['Format', 'En présentiel ou à distance', 'session intra-entreprise'],
    'group size: 10 places a session': ['10 participants au plus par session'],
    'who teaches: the school’s trainers': ['Formateurs', 'Les formateurs d’École Connectée'],
    'what funding covers: OPCO up to 100 %, aid up to 5 000 €': [
      'Financement',
      'Finançable jusqu’à 100 % par votre OPCO',
      'une aide au financement jusqu’à 5 000 €',
    ],
    'the school’s name and its quality certification': [
      'Organisme de formation',
      'École Connectée, centre de formation au numérique certifié qualité',
      'Voir le certificat qualité d’École Connectée',
    ],
    'the school’s e-mail and phone': ['contact@ecole-connectee.fr', '02 43 00 00 00'],
    'discreet footer: legal notices, privacy policy, accessibility': ['Mentions légales', 'Politique de confidentialité', 'Accessibilité'],
  },
  actions: [
    { name: 'Organiser une session dans mon entreprise', href: '#contact' },
    { name: 'Voir le programme', href: '#programme' },
    { name: 'Être informé des prochaines dates', href: '#contact' },
    { name: /^Voir le certificat qualité/, href: '/certificat-qualiopi.pdf' },
    { name: 'contact@ecole-connectee.fr', href: 'mailto:contact@ecole-connectee.fr' },
    { name: '02 43 00 00 00', href: 'tel:+33243000000' },
    { name: /^Mentions légales$/, href: '/mentions-legales' },
    { name: /^Politique de confidentialité$/, href: '/politique-confidentialite' },
    { name: /^Accessibilité$/, href: '/accessibilite' },
  ],
};
