import type { CardItem } from '../model/sections.ts';
import type { CourseKey, CourseRecord } from './courseRecord.ts';
import { missingOf } from './courseRecord.ts';
import { PROFILE_LEVELS } from './profileLevels.ts';
import { apprenticeshipModalities, apprenticeshipPrice } from './shared.ts';

/**
 * The record of an apprenticeship course the specification names but does not describe
 * (Community Manager, Digital Business Developer: « Programme profiles », spec §3). Its skills are
 * the job's, worded by its page; everything the specification does not give (duration, rhythm,
 * title, level, certifier…) is missing, each item listed by the launch check. The school's
 * diplomas are registered in the RNCP (spec §1), so these courses are certifying.
 */
export function apprenticeshipProfileRecord(
  key: CourseKey & ('community-manager' | 'digital-business-developer'),
  name: string,
  skills: readonly CardItem[],
): CourseRecord {
  const path = key === 'community-manager' ? '/programmes/community-manager' : '/programmes/digital-business-developer';
  const missing = missingOf(key, name, path);
  const level = PROFILE_LEVELS[key];
  return {
    key,
    path,
    name,
    updatedOn: '2026-11-25',
    intakes: [],
    prerequisites: [missing('prerequisites', 'prérequis d’entrée (diplôme ou niveau demandé)')],
    objectives: [{ list: skills.map((skill) => skill.title) }],
    duration: [missing('duration', 'durée de l’alternance (en mois) et nombre d’heures de formation')],
    rhythm: [missing('rhythm', 'rythme entreprise / formation')],
    modalities: apprenticeshipModalities(),
    accessDelay: [missing('accessDelay', 'délai d’accès (entre la candidature et l’entrée en formation)')],
    price: apprenticeshipPrice(level, missing('price', 'prix de la formation (coût annuel facturé) et reste à charge éventuel de l’employeur')),
    methods: ['Formation 100 % à distance, en alternance : cours en ligne, et mise en pratique sur les missions confiées par l’entreprise.'],
    assessment: [missing('assessment', 'modalités d’évaluation (épreuves, contrôle continu, par bloc de compétences)')],
    certification: {
      certifying: true,
      title: missing('title', 'intitulé exact du titre RNCP préparé'),
      rncp: missing('rncp', 'numéro de la fiche RNCP du titre'),
      level,
      certifier: missing('certifier', 'certificateur du titre (tel que la fiche France compétences le nomme)'),
      registeredOn: missing('registeredOn', 'date de la décision d’enregistrement au RNCP'),
      expiresOn: missing('expiresOn', 'date d’échéance de l’enregistrement au RNCP'),
      skillBlocks: missing('skillBlocks', 'blocs de compétences du titre'),
      vae: missing('vae', 'titre accessible par la VAE (oui ou non)'),
      equivalences: [missing('equivalences', 'équivalences et passerelles du titre (ou « aucune »)')],
      after: [missing('after', 'suites de parcours et débouchés (métiers visés, poursuites d’études)')],
    },
  };
}

/** What the community manager learns to do (the page's skill cards and the record's objectives). */
export const COMMUNITY_MANAGER_SKILLS: readonly CardItem[] = [
  {
    title: 'Définir une ligne éditoriale',
    description: 'Choisir les réseaux, le ton et les sujets qui correspondent à l’entreprise et à ses clients, puis planifier les publications.',
  },
  {
    title: 'Créer des contenus',
    description: 'Textes, visuels, vidéos courtes : des publications qui donnent envie de s’abonner, de commenter et de partager.',
  },
  {
    title: 'Animer une communauté',
    description: 'Répondre aux messages et aux commentaires, gérer les avis, modérer les échanges et entretenir le lien avec les abonnés.',
  },
  { title: 'Lancer des campagnes sponsorisées', description: 'Cibler une audience, fixer un budget et suivre des publicités sur les réseaux sociaux.' },
  { title: 'Mesurer et rendre compte', description: 'Suivre les statistiques, présenter les résultats et ajuster la stratégie en conséquence.' },
];

/** What the digital business developer learns to do. */
export const BUSINESS_DEVELOPER_SKILLS: readonly CardItem[] = [
  {
    title: 'Prospecter en ligne',
    description: 'Identifier les bons interlocuteurs et les contacter par les réseaux professionnels, l’e-mail et le téléphone.',
  },
  { title: 'Gérer la relation client', description: 'Suivre chaque contact dans un CRM, relancer au bon moment et fidéliser les clients.' },
  { title: 'Générer des demandes', description: 'Construire des campagnes d’acquisition et des contenus qui attirent des clients potentiels.' },
  { title: 'Convaincre et négocier', description: 'Comprendre un besoin, présenter une offre adaptée et conclure une vente.' },
  { title: 'Piloter ses résultats', description: 'Suivre ses indicateurs commerciaux et ajuster ses actions pour atteindre ses objectifs.' },
];

export const COMMUNITY_MANAGER_RECORD = apprenticeshipProfileRecord('community-manager', 'Formation Community Manager', COMMUNITY_MANAGER_SKILLS);
export const BUSINESS_DEVELOPER_RECORD = apprenticeshipProfileRecord(
  'digital-business-developer',
  'Formation Digital Business Developer',
  BUSINESS_DEVELOPER_SKILLS,
);
