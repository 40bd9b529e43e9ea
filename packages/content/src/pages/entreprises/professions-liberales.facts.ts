import { COMPANY_CONTACT, COMPANY_PITCH, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';
import { costFacts } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/professions-liberales',
  elements: {
    'hero with its call to /contact': ['Professions libérales : un alternant pour votre présence en ligne', 'Trouver mon alternant'],
    pitch: ['Votre cabinet mérite d’être trouvé'],
    '3 steps': ['Comment ça marche', 'Vous décrivez votre besoin', 'Nous trouvons votre alternant', 'Votre alternant démarre'],
    FAQ: ['Vos questions', 'Ma profession encadre la communication : est-ce compatible ?', 'Un cabinet d’une seule personne peut-il accueillir un alternant ?'],
    'under 300 € a month after aid, with the case it assumes (companyOffer.test.ts)': costFacts('professions-liberales'),
    'calls to /contact': ['Parler de mon besoin', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Trouver mon alternant', href: COMPANY_CONTACT }, { name: 'Parler de mon besoin', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
