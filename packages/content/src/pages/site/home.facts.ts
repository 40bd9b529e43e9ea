import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/',
  elements: {
    'hero pointing to /candidater': ['L’alternance en marketing digital, 100 % à distance', 'Je postule'],
    'free for the learner, paid through the apprenticeship contract': ['Formation gratuite pour l’apprenti', 'Contrat d’apprentissage rémunéré'],
    'RNCP diplomas, levels 5 to 7; the Bachelor is Bac+3': ['du niveau 5 au niveau 7', 'Bac+3'],
    '97 % employed within 3 months, 87 % hired': ['97 %', 'en emploi dans les 3 mois', '87 %'],
    'the courses': ['Nos formations', 'Community Manager', 'Digital Business Developer'],
    'the 4-step journey': ['Je candidate en ligne', 'On échange ensemble', 'Je trouve mon entreprise', 'Je commence ma formation'],
    'a door for every audience': ['Étudiants', 'Reconversion', 'Entreprises', 'Collectivités', 'Situation de handicap'],
    'the two figures, each said « being checked », linking to where /resultats lists it': ['Chiffre en cours de vérification'],
  },
  actions: [
    { name: 'Je postule', href: '/candidater' },
    { name: 'Découvrir nos formations', href: '/programmes' },
    { name: 'Étudier près de chez soi', href: '/etudiants' },
    { name: 'La formation IA en entreprise', href: '/formation-ia' },
    { name: /^Chiffre en cours de vérification$/, href: '/resultats#chiffres-annonces' },
  ],
};
