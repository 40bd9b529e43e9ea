import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/politique-confidentialite',
  elements: {
    'data controller: the school, its address, a contact for data requests': [
      'Responsable du traitement',
      'École Connectée – CFA du numérique',
      '1 rue de la Formation, 53000 Laval',
      'donnees-personnelles@ecole-connectee.fr',
    ],
    'data collected and purpose: the contact form': [
      'Le formulaire de contact',
      'votre prénom et votre nom',
      'votre adresse e-mail',
      'votre numéro de téléphone, si vous souhaitez le donner (facultatif)',
      'l’objet de votre demande',
      'votre message',
      'sert à vous répondre',
    ],
    'the attribution stored with a request: its purpose (which pages and campaigns bring requests), basis and retention': [
      'D’où elle vient sert à une seconde fin',
      'pour savoir lesquelles fonctionnent',
      'Notre intérêt légitime à savoir quelles pages et quelles campagnes amènent des demandes (article 6.1.f du RGPD)',
      'Aussi longtemps que la demande elle-même',
    ],
    'visits counted from the server’s lines, without IP: purpose and retention': [
      'une ligne par page demandée, sans votre adresse IP',
      'Nous comptons les visites à partir de ces lignes',
      'Lignes du serveur qui servent à compter les visites',
      '14 jours, puis elles sont effacées',
    ],
    'the e-mails a request sets off: the team’s, the visitor’s acknowledgement, the reminders (issue 21)': [
      'Votre demande déclenche un e-mail à notre équipe, qui la contient, et un e-mail à l’adresse que vous avez indiquée',
      'notre équipe reçoit au plus deux rappels',
    ],
    'data collected and purpose: the external application form (its provider’s policy, what the school receives)': [
      'Le formulaire de candidature',
      'dont la propre politique de confidentialité s’applique',
      'Nous recevons votre nom et votre prénom',
      'étudier votre candidature',
    ],
    'legal bases, which for which': [
      'Bases légales',
      'Les mesures précontractuelles prises à votre demande',
      '(article 6.1.b du RGPD)',
      'Notre intérêt légitime à répondre aux personnes qui nous écrivent (article 6.1.f du RGPD)',
    ],
    'retention: 3 years after the last contact': ['Durées de conservation', '3 ans après votre dernier contact avec nous'],
    'recipients: the school’s staff': ['Destinataires et prestataires', 'les seuls membres de notre équipe qui traitent votre demande'],
    'processors: Supabase and its region, the e-mail provider, the static host': [
      'Supabase Inc.',
      'Union européenne (Francfort, Allemagne)',
      'Resend',
      'Hébergeur du site statique',
    ],
    'transfers outside the EU': ['Transferts hors de l’Union européenne', 'clauses contractuelles types'],
    'rights: access, rectification, erasure, objection, limitation, portability, and how to exercise them': [
      'droit d’accès',
      'droit de rectification',
      'droit à l’effacement',
      'droit d’opposition',
      'droit à la limitation',
      'droit à la portabilité',
      'Comment exercer vos droits',
    ],
    'complaint to the CNIL': ['Réclamation auprès de la CNIL', 'déposer une plainte auprès de la CNIL'],
    'cookies: none, no audience measurement': ['Ce site ne dépose aucun cookie', 'aucun outil de mesure d’audience'],
    // The draft moved to the tab's session storage, for 24 hours at most (issue 8's draft change;
    // these facts still named the older local storage and 7 days).
    'what the browser keeps: the contact form draft, in the tab, 24 hours, removed once sent': [
      'Ce que garde votre navigateur',
      'stockage de session de votre navigateur',
      'Il n’est plus repris 24 heures après votre dernière saisie',
      'Il est effacé dès que votre demande est envoyée',
    ],
    'where a request came from: listed, no cookie, no identifier, no IP address': [
      'la page où vous avez rempli le formulaire',
      'la première page que vous avez ouverte sur le site dans cet onglet',
      'jamais l’adresse complète de la page',
      'utm_source, utm_medium, utm_campaign, utm_term, utm_content',
      'Aucun cookie, aucun identifiant, aucune adresse IP',
    ],
    security: ['Sécurité', 'connexions chiffrées (HTTPS)'],
    // Issue 37: the daily counters and the two-version experiments, drawn per arrival with no cookie.
    'visits kept as daily totals for 25 months; experiments drawn per arrival, no cookie or storage': [
      'ramenées, jour par jour, à de simples totaux',
      'effacés au bout de 25 mois',
      'Les essais de deux versions d’une page',
      'tirée au hasard',
      'Aucun cookie, aucun stockage dans votre navigateur et aucun identifiant ne vous rattachent à une version',
    ],
    'last updated: a fixed date': ['Dernière mise à jour : 28 novembre 2026'],
  },
  actions: [
    { name: 'donnees-personnelles@ecole-connectee.fr', href: 'mailto:donnees-personnelles@ecole-connectee.fr' },
    { name: /déposer une plainte auprès de la CNIL/, href: 'https://www.cnil.fr/fr/plaintes' },
    { name: 'Vos droits', href: '#droits' },
    { name: 'Candidater', href: '/candidater' },
  ],
};
