import { COMPANY_CONTACT, COMPANY_PITCH, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';
import { costFacts } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/artisans',
  elements: {
    'hero with its call to /contact': ['Artisans : un alternant pour faire connaître votre savoir-faire', 'Trouver mon alternant'],
    pitch: ['Votre carnet de commandes dépend du bouche-à-oreille ?'],
    'pain points': [
      'Ce qui vous freine aujourd’hui',
      'Pas le temps',
      'Une fiche Google oubliée',
      'Des réalisations invisibles',
      'Des outils qui changent vite',
    ],
    'six example tasks': [
      'Six exemples de missions',
      'Tenir votre fiche Google à jour',
      'Montrer vos réalisations',
      'Répondre aux avis',
      'Créer ou rafraîchir votre site',
      'Lancer une publicité locale',
      'Soigner vos documents',
    ],
    '4 steps': [
      'Comment ça marche',
      'Vous décrivez votre besoin',
      'Nous présélectionnons des candidats',
      'Nous gérons les démarches',
      'Votre alternant démarre',
    ],
    FAQ: ['Vos questions', 'Je n’y connais rien au numérique : est-ce un problème ?', 'Mon alternant doit-il venir à l’atelier ou sur les chantiers ?'],
    'cost after aid under 300 € a month, with the case it assumes (companyOffer.test.ts)': costFacts('artisans'),
    // « 80 % of craftspeople claim »: not shown while the school has not said what they claim (tests/visitor.spec.ts).
    'calls to /candidater and /contact': ['Parler de mon besoin', 'Je cherche une alternance', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [
    { name: 'Trouver mon alternant', href: COMPANY_CONTACT },
    { name: 'Parler de mon besoin', href: COMPANY_CONTACT },
    { name: 'Je cherche une alternance', href: '/candidater' },
    ...SEGMENT_ACTIONS,
  ],
};
