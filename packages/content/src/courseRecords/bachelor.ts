import { BACHELOR } from '../courses.ts';
import { BACHELOR_CERTIFICATION, BACHELOR_PATH as PATH } from './bachelorCertification.ts';
import { bachelorData, hoursPart } from './courseData.ts';
import type { CourseRecord } from './courseRecord.ts';
import { apprenticeshipModalities, apprenticeshipPrice } from './shared.ts';

export { BACHELOR_CERTIFICATION, BACHELOR_LEVEL_WORDING } from './bachelorCertification.ts';

const { certification } = BACHELOR;
const { data, known } = bachelorData;

/** What the Bachelor teaches, worded as skills (its objectives tab and its key information). */
export const BACHELOR_OBJECTIVES: readonly string[] = data.objectives ?? [];

/** The Bachelor Marketing Digital, registered as « Chargé de marketing digital et e-commerce » (spec §2, §3). */
export const BACHELOR_RECORD: CourseRecord = {
  key: 'bachelor-marketing-digital',
  path: PATH,
  name: BACHELOR.name,
  updatedOn: data.updatedOn,
  intakes: BACHELOR.intakes,
  prerequisites: [{ list: BACHELOR.admissionPrerequisites }],
  objectives: [{ list: BACHELOR_OBJECTIVES }],
  duration: [`${BACHELOR.durationMonths} mois d’alternance, dont plus de ${BACHELOR.trainingHoursAtLeast} heures de formation.`, hoursPart(known(data.hours))],
  rhythm: [`${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine en formation.`],
  modalities: apprenticeshipModalities(),
  accessDelay: [known(data.accessDelay)],
  price: apprenticeshipPrice(certification.level, known(data.price)),
  methods: [
    `${BACHELOR.classes}, 100 % à distance, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine ; mise en pratique sur les projets réels de l’entreprise les ${BACHELOR.rhythm.companyDaysPerWeek} autres jours, avec un suivi individuel.`,
  ],
  assessment: [
    `${BACHELOR.assessment.kind} : chacun des ${BACHELOR.skillBlocks.length} blocs de compétences est évalué par une épreuve de ${BACHELOR.assessment.hoursPerBlock} heures ; le titre est obtenu lorsque tous les blocs sont validés.`,
  ],
  certification: BACHELOR_CERTIFICATION,
};
