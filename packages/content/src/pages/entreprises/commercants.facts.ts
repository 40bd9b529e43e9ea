import { COMPANY_CONTACT, COMPANY_PITCH, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';
import { costFacts } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/commercants',
  elements: {
    'hero with its call to /contact': ['Commerçants : un alternant pour attirer plus de clients', 'Trouver mon alternant'],
    pitch: ['Vos clients vous cherchent d’abord sur leur téléphone'],
    '95 % satisfied': ['95 % des commerçants accompagnés satisfaits'],
    '+30 % Google reviews in 2 months': ['+30 % d’avis Google en 2 mois'],
    'under 200 € a month after aid, with the case it assumes (companyOffer.test.ts)': costFacts('commercants'),
    '4 steps': [
      'Comment ça marche',
      'Vous décrivez votre besoin',
      'Nous présélectionnons des candidats',
      'Nous gérons les démarches',
      'Votre alternant démarre',
    ],
    FAQ: ['Vos questions', 'Comment obtenir plus d’avis Google ?', 'Mon équipe est petite : qui encadre l’alternant ?'],
    'calls to /contact': ['Parler de mon besoin', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Trouver mon alternant', href: COMPANY_CONTACT }, { name: 'Parler de mon besoin', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
