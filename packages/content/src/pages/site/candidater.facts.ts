import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/candidater',
  elements: {
    'hero (illustration « application ») with a button to the form': ['Candidatez en 5 minutes', 'Je remplis ma candidature'],
    'applying takes 5 minutes; selection by file, then motivation interview': [
      'Le formulaire prend 5 minutes',
      'Sélection sur dossier puis entretien de motivation',
    ],
    '4-step explainer: apply online, talk with us, find your company, start training': [
      'Votre candidature en 4 étapes',
      'Je candidate en ligne',
      'On échange ensemble',
      'Je trouve mon entreprise',
      'Je commence ma formation',
    ],
    // The frame itself (600 px, its embed script) has no text: tests/candidater.spec.ts checks it.
    'external hosted application form (#formulaire), with a link opening it in a new tab': [
      'Déposez votre candidature',
      'Ouvrir le formulaire de candidature dans un nouvel onglet',
    ],
    'FAQ: beginners': ['Je débute en marketing digital : puis-je candidater ?'],
    'FAQ: help finding a company': ['Allez-vous m’aider à trouver une entreprise ?', 'Vous pouvez candidater sans avoir encore trouvé d’entreprise'],
    // Dated (SITE_AS_OF): the September 2025 intake is past and no later one is known yet.
    'FAQ: start dates, the next ones coming': ['Quand commence la formation ?', 'Les dates de la prochaine rentrée seront annoncées très bientôt'],
    'FAQ: how online classes work': ['Comment se passent les cours en ligne ?', 'en visioconférence, avec replay'],
    'FAQ: cost, free for the learner': ['Combien coûte la formation ?', 'la formation est gratuite pour l’apprenti'],
    'FAQ: pay, a percentage of the minimum wage by age and level, rising progressively': [
      'Combien serai-je payé pendant l’alternance ?',
      'un pourcentage du SMIC qui dépend de votre âge et de votre niveau',
      'augmente progressivement',
    ],
    'link to /programmes': ['Vous hésitez encore sur la formation ?', 'Découvrir nos formations'],
  },
  actions: [
    { name: 'Je remplis ma candidature', href: '#formulaire' },
    { name: 'Voir les formations', href: '/programmes' },
    { name: /Ouvrir le formulaire de candidature/, href: '/candidature-exemple.html' },
    { name: 'Écrivez-nous', href: '/contact?objet=alternance' },
    { name: 'Découvrir nos formations', href: '/programmes' },
  ],
};
