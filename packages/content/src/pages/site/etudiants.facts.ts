import type { PageFacts } from '../facts/pageFacts.ts';
import { PAY_GRID_FACTS } from '../facts/simulatorFacts.ts';

export const facts: PageFacts = {
  path: '/etudiants',
  elements: {
    '« stay in your region » hero (illustration « region ») pointing to /candidater': ['Étudiez le marketing digital sans quitter votre région', 'Je postule'],
    '26 % of young people leave their region to study': ['26 %', 'des jeunes quittent leur région pour leurs études'],
    '100 % remote studies from home, with a local company': ['Cours 100 % à distance, depuis chez vous', 'Une entreprise de votre région'],
    'free and paid': ['Gratuite', 'Rémunérée', 'un pourcentage du SMIC selon votre âge et votre niveau'],
    'the courses': ['Nos formations en alternance', 'Bachelor Marketing Digital', 'Community Manager', 'Digital Business Developer'],
    'how to apply, with calls to /candidater': ['Comment candidater ?', 'Je commence ma candidature', 'Je postule maintenant'],
    ...PAY_GRID_FACTS,
    'the result figures, each said « being checked » with a link to where /resultats lists it': ['97 %', '87 %', 'Chiffre en cours de vérification'],
  },
  actions: [
    { name: 'Je postule', href: '/candidater' },
    { name: /^Nos formations$/, href: '#formations' },
    { name: 'Découvrir le Bachelor', href: '/programmes/marketing-digital' },
    { name: 'Je commence ma candidature', href: '/candidater' },
    { name: 'Je postule maintenant', href: '/candidater' },
    { name: 'Les questions des étudiants', href: '/faq#etudiants' },
    { name: /^Chiffre en cours de vérification$/, href: '/resultats#chiffres-annonces' },
  ],
};
