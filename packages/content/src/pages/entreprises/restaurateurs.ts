import { aidMention } from '../../companyOffer.ts';
import type { SegmentOf } from '../../segments/segment.ts';
import { segmentPageAsOf } from '../../segments/segmentPage.ts';
import { FOLLOW_UP_TIME, IN_COMPANY, SCHOOL_DAY } from '../../segments/sharedSections.ts';

/**
 * Restaurants (`/restaurateurs`, a copy of /commercants to show a page is two files): 95 % satisfied, +30 % Google reviews in 2 months, under
 * 200 € a month after aid, 4 steps, FAQ.
 */
export const RESTAURATEURS: SegmentOf = (offer) => ({
  path: '/restaurateurs',
  description: `Restaurateurs : un alternant en marketing digital remplit plus de tables dans votre salle. ${aidMention(offer)}, zéro paperasse.`,
  audience: 'Restaurateurs',
  serviceName: 'Recrutement d’alternants en marketing digital pour les restaurateurs',
  hero: {
    title: 'Restaurateurs : un alternant pour remplir vos tables',
    subtitle:
      'Menus en ligne, réservations, avis, photos de vos plats : un alternant formé au marketing digital donne faim à ceux qui passent devant votre établissement.',
    illustration: 'region',
  },
  pitch: {
    title: 'Le choix d’un restaurant se fait souvent sur un écran',
    paragraphs: [
      'Avant de réserver, vos futurs convives comparent la carte, les photos des assiettes et les notes laissées par d’autres gourmets. Une page figée depuis des mois les envoie chez le voisin.',
      `Votre apprenti travaille ${IN_COMPANY} et suit ses cours à distance ${SCHOOL_DAY} : pendant le coup de feu, il prépare la suite de votre communication.`,
      'Il goûte vos plats, voit passer les produits du marché et raconte votre cuisine avec ses mots, loin des photos de banque d’images.',
    ],
  },
  painPoints: {
    title: 'Ce qui retient les convives de venir',
    items: [
      {
        title: 'Une carte introuvable',
        description: 'Un menu en photo floue ou daté de l’an passé décourage ceux qui hésitent entre deux adresses du quartier.',
      },
      {
        title: 'Des avis sans réponse',
        description: 'Une critique laissée seule pèse plus lourd que dix compliments : un mot aimable et précis rassure les suivants.',
      },
      { title: 'Des services creux en semaine', description: 'Le mardi midi reste calme faute d’une formule annoncée aux bureaux voisins et aux habitants.' },
    ],
  },
  benefits: {
    title: 'Ce que la restauration y gagne',
    items: [
      {
        title: 'Des réservations plus régulières',
        description: 'Des rendez-vous gourmands annoncés chaque semaine lissent la fréquentation entre les jours forts et les jours creux.',
      },
      { title: 'Une réputation entretenue', description: 'Chaque commentaire reçoit sa réponse, chaque plat nouveau sa photo, chaque saison sa carte.' },
      {
        title: 'Un regard neuf sur votre maison',
        description: 'Un jeune passionné propose des idées de soirées, de partenariats avec les producteurs et de menus à emporter.',
      },
    ],
  },
  tasks: {
    title: 'Les missions possibles en salle comme en ligne',
    items: [
      { title: 'Publier la carte et le plat du jour', description: 'Une ardoise en ligne mise à jour chaque matin, sur votre fiche et vos réseaux.' },
      { title: 'Soigner la réservation', description: 'Un bouton qui fonctionne, des créneaux justes, des confirmations envoyées sans oubli.' },
      { title: 'Photographier vos assiettes', description: 'Des clichés appétissants pris en cuisine, au bon moment du service.' },
      { title: 'Animer vos soirées spéciales', description: 'Menus de fête, dégustations, concerts : relayés auprès des habitués et des curieux.' },
    ],
  },
  example: {
    title: 'Un exemple d’établissement',
    scenario:
      'Une brasserie de huit salariés accueille un apprenti de 20 ans en 1re année du Bachelor Marketing Digital. Il photographie la suggestion du midi, gère les réservations en ligne et lance un menu des beaux jours annoncé aux clients fidèles.',
    case: { age: 20, contractYear: 1, level: 6, size: 'under250', disabledWorker: false },
  },
  steps: 'three',
  faq: [
    {
      question: 'Une plateforme de réservation suffit-elle ?',
      answer:
        'Elle aide, mais vos convives regardent aussi la carte, les photos et les avis. Votre apprenti relie le tout pour qu’une recherche mène sans détour à une table réservée.',
    },
    {
      question: 'Qui prend les photos des plats ?',
      answer:
        'Lui, pendant le service ou juste avant : la lumière du jour, une assiette dressée par votre chef, quelques secondes suffisent. Il apprend ces gestes dans sa formation.',
    },
    {
      question: 'Peut-il servir en salle les soirs d’affluence ?',
      answer:
        'Ses missions doivent rester en lien avec sa formation : annoncer la soirée, répondre aux messages, mettre à jour les réservations, oui ; porter les assiettes, non.',
    },
    {
      question: 'Et si la note en ligne de mon restaurant baisse ?',
      answer: `Il lit chaque commentaire, vous signale ce qui revient souvent et prépare des réponses courtoises que vous validez. Comptez ${FOLLOW_UP_TIME} d’échange avec lui.`,
    },
  ],
  calls: {
    hero: 'Recruter pour mon restaurant',
    final: {
      title: 'Faites venir de nouveaux convives',
      text: 'Décrivez-nous votre établissement : nous sélectionnons des candidats qui aiment la restauration et préparons le contrat avec vous.',
      label: 'Présenter mon établissement',
    },
  },
});

export const pageAsOf = (asOf: string) => segmentPageAsOf(RESTAURATEURS, asOf);
