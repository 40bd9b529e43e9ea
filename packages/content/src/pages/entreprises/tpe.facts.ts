import { COMPANY_CONTACT, COMPANY_PITCH, EXAMPLE_TESTIMONIAL, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/tpe',
  elements: {
    'hero with its call to /contact': ['TPE : un alternant pour développer votre présence en ligne', 'Trouver mon alternant'],
    pitch: ['Votre visibilité en ligne passe toujours après le reste ?', 'un apprenti en marketing digital 4 jours par semaine'],
    steps: ['Comment ça marche', 'Vous décrivez votre besoin', 'Nous présélectionnons des candidats', 'Nous gérons les démarches', 'Votre alternant démarre'],
    'three profiles': ['Trois profils selon vos besoins', 'Marketing digital', 'Community manager', 'Digital business developer'],
    'testimonials (examples, labelled)': ['Ils ont franchi le pas', 'Notre alternante a repris nos réseaux sociaux en main', EXAMPLE_TESTIMONIAL],
    'sticky mobile buttons to /contact': PHONE_BUTTONS,
    'closing call to /contact': ['Prêt à recruter votre alternant ?', 'Nous contacter'],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Trouver mon alternant', href: COMPANY_CONTACT }, { name: 'Nous contacter', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
