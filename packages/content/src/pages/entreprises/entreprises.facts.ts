import { COMPANY_CONTACT, COMPANY_PITCH, EXAMPLE_TESTIMONIAL } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/entreprises',
  elements: {
    hero: ['Recrutez un alternant en marketing digital, formé à l’IA', 'Parler de mon besoin'],
    'problem and solution': ['Le problème, et notre solution', 'Le problème', 'Notre solution'],
    '4 steps': [
      'Comment ça marche',
      'Vous décrivez votre besoin',
      'Nous présélectionnons des candidats',
      'Nous gérons les démarches',
      'Votre alternant démarre',
    ],
    'a quote (example, labelled)': ['La parole à une entreprise', 'Recruter notre alternante a été plus simple que prévu', EXAMPLE_TESTIMONIAL],
    'links every sector page': [
      'Une offre pour chaque secteur',
      'L’offre agences marketing',
      'L’offre TPE',
      'L’offre PME',
      'L’offre artisans',
      'L’offre commerçants',
      'L’offre professions libérales',
      'L’offre BTP et industrie',
      'L’offre offices de tourisme',
    ],
    'links the recruitment landing and the one-day AI course': ['Recruter un alternant', 'La formation IA en entreprise', 'gagner 1 heure par jour'],
    'call to action to /candidater': ['Je cherche une alternance'],
    'call to action to /contact': ['Prêt à recruter votre alternant ?'],
    ...COMPANY_PITCH,
  },
  actions: [
    { name: 'Parler de mon besoin', href: COMPANY_CONTACT },
    { name: 'Voir les offres par secteur', href: '#secteurs' },
    { name: 'L’offre agences marketing', href: '/agence-marketing' },
    { name: 'L’offre TPE', href: '/tpe' },
    { name: 'L’offre PME', href: '/pme' },
    { name: 'L’offre artisans', href: '/artisans' },
    { name: 'L’offre commerçants', href: '/commercants' },
    { name: 'L’offre professions libérales', href: '/professions-liberales' },
    { name: 'L’offre BTP et industrie', href: '/btp-industrie' },
    { name: 'L’offre offices de tourisme', href: '/offices-tourisme' },
    { name: /^Recruter un alternant$/, href: '/recruter-un-alternant' },
    { name: 'La formation IA en entreprise', href: '/formation-ia' },
    { name: 'Je cherche une alternance', href: '/candidater' },
    { name: 'Contactez-nous', href: COMPANY_CONTACT },
  ],
};
