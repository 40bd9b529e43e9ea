import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/collectivites',
  elements: {
    'hero for local authorities (towns, communities of communes, departments, regions)': [
      'Formez les jeunes de votre territoire, sans qu’ils aient à partir',
      'Communes, communautés de communes, départements, régions',
    ],
    'keeping young people trained in their region: the 26 % figure': [
      'Un enjeu pour votre territoire',
      '26 %',
      'des jeunes quittent leur région pour leurs études',
      'Chiffre en cours de vérification',
    ],
    'what remote apprenticeship brings a territory': ['Ce que l’alternance à distance apporte à votre territoire', 'Des jeunes qui restent'],
    'partnership: informing young people': ['Construisons un partenariat', 'Informer les jeunes'],
    'partnership: linking local companies': ['Relier les entreprises locales'],
    'partnership: events': ['Organiser des événements'],
    'partnership: job seekers': ['Accompagner les demandeurs d’emploi'],
    'call to /contact': ['Parlons de votre territoire', 'Proposer un partenariat'],
  },
  actions: [
    { name: 'Devenir partenaire', href: '/contact?objet=collectivite' },
    { name: 'Ce que nous proposons', href: '#partenariats' },
    { name: 'Proposer un partenariat', href: '/contact?objet=collectivite' },
    { name: 'Découvrir nos formations', href: '/programmes' },
  ],
};
