import { COMPANY_CONTACT, COMPANY_PITCH } from '../facts/companyFacts.ts';
import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/recruter-un-alternant',
  elements: {
    'hero with its button to /contact': ['Recruter un alternant : nous nous occupons de tout', 'Trouver mon alternant'],
    '« Planifier un appel gratuit » to /contact': ['Planifier un appel gratuit'],
    'saving time: qualification': ['Vous gagnez du temps', 'Qualification de votre besoin'],
    'saving time: preselection': ['Présélection des candidats'],
    'saving time: administrative handling of cerfa, OPCO, contracts': ['Gestion administrative', 'Cerfa, dossier OPCO, contrat d’apprentissage'],
    'saving time: apprentice follow-up': ['Suivi de l’apprenti'],
    'bringing value: ad campaigns': ['Votre alternant apporte de la valeur', 'Campagnes publicitaires'],
    'bringing value: structured content': ['Contenus structurés'],
    'bringing value: KPI reporting': ['Reporting des KPI'],
    'bringing value: CRM': ['CRM'],
    'bottom call « Je veux être rappelé »': ['Parlons de votre recrutement', 'Je veux être rappelé'],
    ...COMPANY_PITCH,
  },
  actions: [
    { name: 'Trouver mon alternant', href: COMPANY_CONTACT },
    { name: 'Planifier un appel gratuit', href: COMPANY_CONTACT },
    { name: 'Je veux être rappelé', href: COMPANY_CONTACT },
    { name: 'Contactez-nous', href: COMPANY_CONTACT },
  ],
};
