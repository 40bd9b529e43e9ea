import { COMPANY_CONTACT, COMPANY_PITCH, EXAMPLE_LOGOS, EXAMPLE_TESTIMONIAL, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/agence-marketing',
  elements: {
    'hero with its call to /contact': ['Agences marketing : un alternant qui renforce votre équipe', 'Recruter un alternant'],
    pitch: ['Des projets clients qui s’accumulent ?', 'rejoint votre agence 4 jours par semaine'],
    'tool list': [
      'Les outils qu’il apprend à maîtriser',
      'Référencement et contenus',
      'Publicité et réseaux sociaux',
      'E-mailing et automatisation',
      'E-commerce et CMS',
      'Analyse et reporting',
      'IA générative',
    ],
    profiles: ['Trois profils pour votre agence', 'Marketing digital', 'Community manager', 'Digital business developer'],
    'testimonials (examples, labelled)': ['Des agences témoignent', 'reporting mensuel de nos clients', EXAMPLE_TESTIMONIAL],
    'placeholder logos, labelled': ['Des agences qui recrutent avec nous', 'Agence A', 'Agence D', EXAMPLE_LOGOS],
    'calls to /contact': ['Renforcez votre agence avec un alternant', 'Parler de mon besoin', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [{ name: 'Recruter un alternant', href: COMPANY_CONTACT }, { name: 'Parler de mon besoin', href: COMPANY_CONTACT }, ...SEGMENT_ACTIONS],
};
