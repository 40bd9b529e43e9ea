import type { PageFacts } from '../facts/pageFacts.ts';

export const facts: PageFacts = {
  path: '/mentions-legales',
  elements: {
    'publisher: legal name, legal form and capital, address': [
      'Éditeur du site',
      'Raison sociale',
      'Forme juridique et capital',
      'Siège social',
      '1 rue de la Formation, 53000 Laval',
    ],
    'publisher: SIRET, RCS, VAT': ['SIRET', 'RCS Laval', 'TVA intracommunautaire'],
    'publisher: e-mail and phone': ['contact@ecole-connectee.fr', '02 43 00 00 00'],
    'publication director': ['Direction de la publication', 'Camille Durand'],
    'training-body registration sentence': [
      'Enregistré sous le numéro 00 00 00000 00 auprès du préfet de région Pays de la Loire. Cet enregistrement ne vaut pas agrément de l’État.',
    ],
    'UAI code': ['Code UAI du CFA', '0000000X'],
    'quality certification and a link to the certificate': ['Certification qualité Qualiopi', 'Consulter notre certificat qualité (PDF)'],
    'hosting: the static host': ['Hébergement', 'Pages du site', 'Hébergeur du site statique'],
    'hosting: the database of the contact requests (Supabase, its region)': ['Supabase Inc.', 'Union européenne (Francfort, Allemagne)'],
    'hosting: the e-mail provider': ['Envoi des e-mails', 'Resend'],
    'personal data, with a link to the privacy policy': [
      'Données personnelles',
      'conservées 3 ans après votre dernier contact',
      'notre politique de confidentialité',
    ],
    'cookies: none': ['Ce site ne dépose aucun cookie'],
    'intellectual property': ['Propriété intellectuelle', 'Code de la propriété intellectuelle'],
    liability: ['Responsabilité', 'donnés à titre indicatif'],
    'governing law: French law, courts of Laval': ['soumis au droit français', 'les tribunaux de Laval'],
  },
  actions: [
    { name: 'Consulter notre certificat qualité (PDF)', href: '/certificat-qualiopi.pdf' },
    { name: 'notre politique de confidentialité', href: '/politique-confidentialite' },
    { name: 'contact@ecole-connectee.fr', href: 'mailto:contact@ecole-connectee.fr' },
    { name: 'Droit applicable', href: '#droit-applicable' },
  ],
};
