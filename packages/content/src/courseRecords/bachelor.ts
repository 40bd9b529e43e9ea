import { BACHELOR } from '../courses.ts';
import { BACHELOR_CERTIFICATION, bachelorMissing as missing, BACHELOR_PATH as PATH } from './bachelorCertification.ts';
import type { CourseRecord } from './courseRecord.ts';
import { apprenticeshipModalities, apprenticeshipPrice } from './shared.ts';

export { BACHELOR_CERTIFICATION, BACHELOR_LEVEL_WORDING } from './bachelorCertification.ts';

const { certification } = BACHELOR;

/** What the Bachelor teaches, worded as skills (its objectives tab and its key information). */
export const BACHELOR_OBJECTIVES = [
  'Construire une stratégie de marketing digital et e-commerce adaptée à une entreprise et à ses clients',
  'Produire des contenus et animer les canaux digitaux : site, réseaux sociaux, e-mailing, publicité',
  'Mesurer les résultats et piloter les actions dans une démarche responsable (RSE)',
  'Utiliser l’intelligence artificielle pour gagner en efficacité au quotidien',
] as const;

/** The Bachelor Marketing Digital, registered as « Chargé de marketing digital et e-commerce » (spec §2, §3). */
export const BACHELOR_RECORD: CourseRecord = {
  key: 'bachelor-marketing-digital',
  path: PATH,
  name: BACHELOR.name,
  updatedOn: '2026-11-25',
  intakes: BACHELOR.intakes,
  prerequisites: [{ list: BACHELOR.admissionPrerequisites }],
  objectives: [{ list: BACHELOR_OBJECTIVES }],
  duration: [
    `${BACHELOR.durationMonths} mois d’alternance, dont plus de ${BACHELOR.trainingHoursAtLeast} heures de formation.`,
    missing('hours', 'nombre exact d’heures de formation (la spécification dit « plus de 400 heures »)'),
  ],
  rhythm: [`${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine en formation.`],
  modalities: apprenticeshipModalities(),
  accessDelay: [
    missing(
      'accessDelay',
      'délai d’accès (entre la candidature et l’entrée en formation : réponse après l’entretien, date limite de candidature, entrée possible en cours d’année ou non)',
    ),
  ],
  price: apprenticeshipPrice(
    certification.level,
    missing('price', 'prix de la formation (coût annuel facturé) et, s’il y a lieu, reste à charge de l’employeur au-delà de la prise en charge de l’OPCO'),
  ),
  methods: [
    `${BACHELOR.classes}, 100 % à distance, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine ; mise en pratique sur les projets réels de l’entreprise les ${BACHELOR.rhythm.companyDaysPerWeek} autres jours, avec un suivi individuel.`,
  ],
  assessment: [
    `${BACHELOR.assessment.kind} : chacun des ${BACHELOR.skillBlocks.length} blocs de compétences est évalué par une épreuve de ${BACHELOR.assessment.hoursPerBlock} heures ; le titre est obtenu lorsque tous les blocs sont validés.`,
  ],
  certification: BACHELOR_CERTIFICATION,
};
