import { COMPANY_CONTACT, COMPANY_PITCH, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';
import { costFacts } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/offices-tourisme',
  elements: {
    'hero with its call to /contact': ['Offices de tourisme : un alternant pour faire rayonner votre territoire', 'Trouver mon alternant'],
    pitch: ['Votre destination se choisit en ligne'],
    '3 steps': ['Comment ça marche', 'Vous décrivez votre besoin', 'Nous trouvons votre alternant', 'Votre alternant démarre'],
    FAQ: ['Vos questions', 'Notre activité est saisonnière : est-ce adapté ?', 'Qui encadre l’alternant ?'],
    // No case of the rules gives the spec's « 150 to 300 € » (companyOffer.test.ts): the page states the computed range.
    'cost after aid, as the rules compute it': costFacts('offices-tourisme'),
    'calls to /contact': ['Parler de mon besoin', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Trouver mon alternant', href: COMPANY_CONTACT }, { name: 'Parler de mon besoin', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
