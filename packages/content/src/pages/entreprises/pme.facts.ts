import { COMPANY_CONTACT, COMPANY_PITCH, EXAMPLE_LOGOS, EXAMPLE_TESTIMONIAL, PHONE_BUTTONS, SEGMENT_ACTIONS } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/pme',
  elements: {
    'hero with its call to /contact': ['PME : un alternant pour accélérer votre marketing digital', 'Recruter un alternant'],
    'benefit cards': [
      'Ce que l’alternance apporte à votre PME',
      'Un renfort à coût maîtrisé',
      'Des compétences à jour',
      'Un futur collaborateur',
      'Un recrutement sans paperasse',
    ],
    'what apprentices can do': ['Ce que votre alternant peut faire', 'Faire vivre votre site', 'Lancer vos campagnes', 'Appuyer vos commerciaux'],
    'three testimonials (examples, labelled)': ['Des PME témoignent', 'Thomas', 'Isabelle', 'Marc', EXAMPLE_TESTIMONIAL],
    'placeholder logo strip, labelled': ['Des PME qui recrutent avec nous', 'Entreprise A', 'Entreprise E', EXAMPLE_LOGOS],
    // A form made for it (issue 21, point 8), not the generic contact form.
    'call to publish an offer for free': [
      'Publiez votre offre d’alternance gratuitement',
      'Intitulé du poste',
      'Missions confiées',
      'Effectif de l’entreprise',
      'Envoyer mon offre',
    ],
    '4-question FAQ': [
      'Combien coûte un alternant, une fois l’aide déduite ?',
      'Qui s’occupe des démarches administratives ?',
      'Quelles missions confier à un alternant ?',
      'Et à la fin du contrat ?',
    ],
    'buttons to /contact and /programmes': ['Parler de mon besoin', 'Voir nos formations', ...PHONE_BUTTONS],
    ...COMPANY_PITCH,
  },
  actions: [
    { name: 'Recruter un alternant', href: COMPANY_CONTACT },
    { name: 'Nous écrire', href: COMPANY_CONTACT },
    { name: 'Parler de mon besoin', href: COMPANY_CONTACT },
    { name: 'Voir nos formations', href: '/programmes' },
    ...SEGMENT_ACTIONS,
    { name: /^chiffre en cours de vérification$/, href: '/resultats#chiffres-annonces' },
  ],
};
