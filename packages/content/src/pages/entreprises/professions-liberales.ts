import { aidPromise, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Liberal professions and practices (`/professions-liberales`, spec §2): 3 steps, FAQ, under 300 € a month after aid. */
export const PROFESSIONS_LIBERALES: SegmentOf = (offer) => ({
  path: '/professions-liberales',
  description: `Professions libérales : un alternant en marketing digital pour la présence en ligne de votre cabinet. ${aidPromise(offer)}, zéro paperasse.`,
  audience: 'Professions libérales',
  serviceName: 'Recrutement d’alternants en marketing digital pour les professions libérales',
  hero: {
    title: 'Professions libérales : un alternant pour votre présence en ligne',
    subtitle:
      'Site, fiche Google, contenus utiles à vos patients et clients : un alternant formé au marketing digital s’en charge, dans le respect des règles de votre profession.',
    illustration: 'contact',
  },
  pitch: {
    title: 'Votre cabinet mérite d’être trouvé',
    paragraphs: [
      'Patients et clients choisissent souvent un professionnel après une recherche en ligne. Un site clair et des informations à jour les rassurent avant le premier rendez-vous.',
      `Un alternant s’en charge ${IN_COMPANY} et se forme à distance ${SCHOOL_DAY} : vous vous consacrez à vos dossiers et à vos rendez-vous.`,
    ],
  },
  tasks: {
    title: 'Ce que votre alternant peut faire',
    items: [
      { title: 'Un site clair et à jour', description: 'Vos domaines d’intervention, vos horaires, la prise de rendez-vous.' },
      { title: 'Une fiche Google complète', description: 'Adresse, accès, horaires et photos du cabinet, toujours exacts.' },
      { title: 'Des contenus utiles', description: 'Articles et questions fréquentes qui répondent à ce que vos clients se demandent.' },
      { title: 'Une communication conforme', description: 'Il applique les règles de communication de votre profession ; vous validez chaque publication.' },
    ],
  },
  costAfterAid: COST_AFTER_AID['professions-liberales'],
  steps: 'three',
  faq: [
    {
      question: 'Ma profession encadre la communication : est-ce compatible ?',
      answer: 'Oui. Vous indiquez à votre alternant les règles de votre ordre ou de votre profession ; il les applique et vous validez chaque publication.',
    },
    {
      question: 'Un cabinet d’une seule personne peut-il accueillir un alternant ?',
      answer: `Oui. Vous devenez son maître d’apprentissage : ${FOLLOW_UP_TIME} suffisent pour fixer les priorités.`,
    },
  ],
  calls: {
    hero: 'Trouver mon alternant',
    final: {
      title: 'Un renfort pour votre cabinet',
      text: 'Parlez-nous de votre activité : nous vous présentons des candidats et préparons le contrat.',
      label: 'Parler de mon besoin',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(PROFESSIONS_LIBERALES, asOf);
