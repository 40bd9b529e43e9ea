import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/ecole',
  elements: {
    'hero (illustration « school »)': ['Former aux métiers du digital, où que vous soyez'],
    'a digital training centre with a quality certification': ['centre de formation au numérique certifié qualité', 'Certifié qualité'],
    'mission card: principles': ['Notre mission', 'Nos principes'],
    'mission card: vision': ['Notre vision'],
    'mission card: AI productivity': ['La productivité par l’IA'],
    'mission card: growth mindset': ['L’état d’esprit de croissance'],
    'diplomas registered at the RNCP, levels 5 to 7': ['inscrites au RNCP, du niveau 5 au niveau 7'],
    'links to /programmes and /entreprises': ['Découvrir nos formations', 'Recruter un alternant'],
    'final call to action to /admissions': ['Envie de rejoindre l’école ?', 'Voir les admissions'],
  },
  actions: [
    { name: 'Découvrir nos formations', href: '/programmes' },
    { name: 'Recruter un alternant', href: '/entreprises' },
    { name: 'Voir la formation courte', href: '/programmes/dirigeants-salaries' },
    { name: 'Voir les admissions', href: '/admissions' },
  ],
};
