import { BACHELOR } from '../courses.ts';
import { certifierOf, RNCP_40377_REGISTER } from '../registers/certificationRegister.ts';
import { bachelorData } from './courseData.ts';
import { type Certifying, missingOf } from './courseRecord.ts';

/**
 * The Bachelor's certification alone, apart from its record: the pages that name the title (the
 * registered wording) and the company pages (the aid of its level) need it without the record.
 */
export const BACHELOR_PATH = '/programmes/marketing-digital';
const { data, known } = bachelorData;
const missing = missingOf('bachelor-marketing-digital', BACHELOR.name, BACHELOR_PATH);
const { certification } = BACHELOR;

/** The title the Bachelor prepares (spec §3), with what the school has not supplied yet. */
export const BACHELOR_CERTIFICATION: Certifying = {
  certifying: true,
  diplomaLevel: BACHELOR.diplomaLevel,
  title: BACHELOR.certificationTitle,
  rncp: certification.rncpNumber,
  level: certification.level,
  // Read from the register, never typed (issue 35, point 5): until `npm run register-check -- --write`
  // has recorded it, the page names no certifier and the launch check says how to get it.
  certifier:
    certifierOf(RNCP_40377_REGISTER) ??
    missing(
      'certifier',
      'certificateur du titre RNCP\u00a040377\u00a0: il vient du registre, pas d’une saisie\u00a0; lancez «\u00a0npm run register-check -- --write\u00a0» avec une clé de l’API Apprentissage (docs/registers.md)',
    ),
  registeredOn: certification.decisionDate,
  expiresOn: certification.expiresOn,
  skillBlocks: BACHELOR.skillBlocks,
  vae: certification.vae,
  equivalences: [known(data.equivalences)],
  after: [{ list: BACHELOR.targetJobs }, known(data.furtherStudies)],
};

/**
 * The specification's « Bac+3 » said with the registration beside it, for running text: « Bac+3,
 * titre de niveau 6 inscrit au RNCP » (the full registered wording is `registeredWording`).
 */
export const BACHELOR_LEVEL_WORDING = `${BACHELOR.diplomaLevel}, titre de niveau ${certification.level} inscrit au RNCP`;
