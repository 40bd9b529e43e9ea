import { aidMention, COST_AFTER_AID } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/** Liberal professions and practices (`/professions-liberales`, spec §2): 3 steps, FAQ, under 300 € a month after aid. */
export const PROFESSIONS_LIBERALES: SegmentOf = (offer) => ({
  path: '/professions-liberales',
  description: `Professions libérales : un alternant en marketing digital pour la présence en ligne de votre cabinet. ${aidMention(offer)}, zéro paperasse.`,
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
  example: {
    title: 'Un exemple de cabinet',
    scenario:
      'Un cabinet d’expertise comptable de six personnes accueille un apprenti de 23 ans en 1re année du Bachelor Marketing Digital. Il refond le site, publie avant chaque échéance un article sur les démarches à prévoir, et tient la fiche Google du cabinet à jour.',
    case: { age: 23, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  costAfterAid: COST_AFTER_AID['professions-liberales'],
  steps: 'three',
  faq: [
    {
      question: 'Peut-il gérer nos avis en ligne ?',
      answer: 'Il les suit et vous propose des réponses sobres, qui respectent la confidentialité de vos clients ou patients : vous validez avant publication.',
    },
    {
      question: 'Le cabinet a déjà un site : que peut-il y apporter ?',
      answer:
        'Un site à jour et utile : des pages claires sur vos domaines d’intervention, des réponses aux questions que vos clients posent au téléphone, une prise de rendez-vous plus simple, et un suivi des visites pour savoir ce qui sert.',
    },
    {
      question: 'Qui rédige les contenus techniques ?',
      answer:
        'Vous apportez l’expertise, il met en forme : il vous propose des sujets, rédige un premier texte à partir de vos explications, et vous relisez avant chaque publication.',
    },
    {
      question: 'Aura-t-il accès aux dossiers de nos clients ou patients ?',
      answer:
        'Ses missions portent sur la communication du cabinet : il n’a pas besoin de consulter vos dossiers, et c’est vous qui décidez de ce à quoi il a accès.',
    },
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
