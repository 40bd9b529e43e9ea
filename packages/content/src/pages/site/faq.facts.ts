import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/faq',
  elements: {
    hero: ['Questions fréquentes'],
    '6 student questions': [
      'Vous êtes étudiant ou en reconversion',
      'La formation est-elle vraiment gratuite ?',
      'Suis-je payé pendant la formation ?',
      'Faut-il déjà s’y connaître en marketing digital ?',
      'Dois-je trouver mon entreprise avant de candidater ?',
      'Comment se passent les cours à distance ?',
      'Comment candidater ?',
    ],
    '5 company questions': [
      'Vous êtes une entreprise',
      'Combien coûte un alternant ?',
      'Qui s’occupe des démarches administratives ?',
      'Combien de temps consacrer à son alternant ?',
      'Est-ce que l’alternant peut travailler à distance ?',
      'Et si cela ne fonctionne pas ?',
    ],
    'company answers: state aid (its amount in the estimate), no paperwork, about 30 minutes a week, remote work, trial period': [
      'l’État peut vous aider à l’embaucher',
      'Aucune paperasse pour vous',
      'Environ 30 minutes par semaine',
      'en télétravail',
      'période d’essai',
    ],
    'link to /candidater': ['Prêt à vous lancer ?', 'Je candidate en ligne'],
    // Inside the closed answers, so checked as words (their addresses are checked by the content tests).
    'answers lead to the pay simulator and the cost estimate': [
      'Calculez le vôtre avec notre simulateur de salaire',
      'Estimez-le avec notre calculateur du coût d’un alternant',
    ],
    'closing line « Une autre question ? Contactez-nous » to /contact': ['Une autre question ? Contactez-nous'],
  },
  actions: [
    { name: 'Questions des étudiants', href: '#etudiants' },
    { name: 'Questions des entreprises', href: '#entreprises' },
    { name: 'Je candidate en ligne', href: '/candidater' },
    { name: 'Contactez-nous', href: '/contact' },
  ],
};
