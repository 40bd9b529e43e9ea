import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/contact',
  elements: {
    'contact form (name « Prénom et Nom », e-mail, optional phone, message)': ['Prénom et Nom', 'E-mail', 'Téléphone', 'Message', 'Envoyer'],
    'what the request is about': ['Objet de votre demande', 'Recrutement d’un alternant'],
    'side panel: reply promise of 24 h': ['Réponse rapide', 'sous 24 h'],
    'side panel: support e-mail and phone': ['Nous joindre', '02 43 00 00 00'],
    'link to /programmes': ['Voir nos formations'],
    'link to /candidater for students': ['Vous êtes étudiant ?', 'Je candidate'],
    'data-protection notice': ['Notre politique de confidentialité'],
  },
  actions: [
    { name: 'Voir nos formations', href: '/programmes' },
    { name: 'Je candidate', href: '/candidater' },
    { name: 'Notre politique de confidentialité', href: '/politique-confidentialite' },
  ],
};
