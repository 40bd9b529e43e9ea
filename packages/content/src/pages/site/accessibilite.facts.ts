import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/accessibilite',
  elements: {
    'commitment: each situation studied individually before entry': ['Chaque situation étudiée individuellement', 'Avant votre entrée en formation'],
    'commitment: reasonable pedagogical adjustments where possible': ['Des aménagements pédagogiques raisonnables', 'Lorsque c’est possible'],
    'commitment: a dedicated disability referent': ['Une référente handicap dédiée'],
    'commitment: confidential handling': ['Un traitement confidentiel'],
    'the disability referent: role, e-mail, phone, reply delay': [
      'Votre référente handicap',
      'Claire Martin, référente handicap',
      'handicap@ecole-connectee.fr',
      '02 43 00 00 01',
      'Sous 48 h ouvrées',
    ],
    'contact by the school’s e-mail and phone': ['contact@ecole-connectee.fr', '02 43 00 00 00'],
    'a quote, labelled as an example': [
      'Témoignage',
      'La référente handicap a pris le temps de comprendre ma situation',
      'Un apprenti',
      'Exemple en attendant un témoignage réel',
    ],
    'a call to /contact': ['Parlons de votre projet', 'Écrire à la référente handicap'],
    'accessibility statement: commitment (article 47 of law 2005-102)': [
      'Déclaration d’accessibilité',
      'conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005',
    ],
    'accessibility statement: compliance status against RGAA 4.1.2, no audit, no rate': [
      'État de conformité',
      'est non conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2',
      'Nous ne publions donc aucun taux de conformité',
    ],
    'accessibility statement: strategy (multi-year plan, this year’s actions, action plan), scope (RGAA model)': [
      'À cette fin, elle met en œuvre la stratégie et les actions suivantes',
      'schéma pluriannuel de mise en accessibilité 2027-2029',
      'actions réalisées en 2026',
      'plan d’actions 2027',
      'Cette déclaration d’accessibilité s’applique à l’ensemble du site',
    ],
    'accessibility statement: content not accessible, test environment, tools, pages checked': [
      'Contenus non accessibles',
      'Environnement des contrôles',
      'Outils utilisés',
      'Pages vérifiées',
    ],
    'accessibility statement: what the team checks meanwhile (axe at two widths, keyboard)': [
      'avec l’outil axe',
      '375 pixels',
      '1 280 pixels',
      'testés au clavier',
    ],
    'accessibility statement: its date': ['Cette déclaration a été établie le 24 novembre 2026'],
    'accessibility statement: feedback and contact': ['Retour d’information et contact'],
    'accessibility statement: remedies (Défenseur des droits: form, delegate, post)': [
      'Voies de recours',
      'son formulaire en ligne',
      'le délégué du Défenseur des droits de votre région',
      'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
    ],
  },
  actions: [
    { name: 'Contacter la référente handicap', href: '/contact?objet=accessibilite' },
    { name: 'Écrire à la référente handicap', href: '/contact?objet=accessibilite' },
    { name: 'handicap@ecole-connectee.fr', href: 'mailto:handicap@ecole-connectee.fr' },
    { name: '02 43 00 00 01', href: 'tel:+33243000001' },
    { name: 'contact@ecole-connectee.fr', href: 'mailto:contact@ecole-connectee.fr' },
    { name: /son formulaire en ligne/, href: 'https://formulaire.defenseurdesdroits.fr/' },
  ],
};
