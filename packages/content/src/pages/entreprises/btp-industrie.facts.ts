import { COMPANY_CONTACT, COMPANY_PITCH, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';
import { costFacts } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/btp-industrie',
  elements: {
    'hero with its call to /contact': ['BTP et industrie : un alternant pour valoriser vos savoir-faire', 'Trouver mon alternant'],
    pitch: ['Des réalisations solides, une image en ligne à construire'],
    '3 steps': ['Comment ça marche', 'Vous décrivez votre besoin', 'Nous trouvons votre alternant', 'Votre alternant démarre'],
    'short list of profiles': ['Les profils pour votre entreprise', 'Marketing digital', 'Community manager', 'Digital business developer'],
    FAQ: ['Vos questions', 'Un alternant en marketing est-il utile dans le BTP ou l’industrie ?', 'Peut-il nous aider à recruter ?'],
    'under 300 € a month after aid, with the case it assumes (companyOffer.test.ts)': costFacts('btp-industrie'),
    'calls to /contact': ['Parler de mon besoin', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Trouver mon alternant', href: COMPANY_CONTACT }, { name: 'Parler de mon besoin', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
