/**
 * The content's facts the register check compares, read in one place: the school's facts are in data
 * files (issue 35, point 1) and this module names the file and field a person corrects. Each fact says where
 * a person corrects it, and whether it is still provisional (`"status": "provisional"` in its data file: not the school's yet,
 * so compared with nothing).
 */
import { BACHELOR, LEGAL, listPendingFacts } from '@ecole/content';
import { type CertificationRegisterFile, RNCP_40377_REGISTER, RNCP_40377_REGISTER_PATH } from '@ecole/content/registers/certificationRegister';

export interface Fact<T> {
  value: T;
  /** Where a person corrects it. */
  where: string;
  /** Still provisional in its data file: the school has not supplied it. */
  provisional: boolean;
}

export interface CertificationFacts {
  course: string;
  rncp: number;
  title: Fact<string>;
  level: Fact<number>;
  decisionOn: Fact<string>;
  endsOn: Fact<string>;
  skillBlocks: Fact<readonly string[]>;
  /** The course is taught through apprenticeship: the register must open that route. */
  apprenticeship: Fact<boolean>;
  vae: Fact<boolean>;
}

export interface OrganismeFacts {
  siret: Fact<string>;
  uai: Fact<string>;
  nda: Fact<string>;
  /** The site shows a quality badge and names a Qualiopi certificate. */
  qualiopi: Fact<boolean>;
}

export interface ContentFacts {
  certification: CertificationFacts;
  organisme: OrganismeFacts;
}

/** The register file a page reads, and where it is. */
export interface RegisterFileRef {
  path: string;
  current: CertificationRegisterFile;
}

const COURSES = 'packages/content/data/courses/bachelor-marketing-digital.json';
const SCHOOL = 'packages/content/data/school/legal.json';

/** `000 000 000 00000` → `00000000000000`: identifiers are compared without their spaces. */
export const compact = (value: string) => value.replace(/[\s\u00a0\u202f.]/g, '').toUpperCase();

export function contentFacts(): ContentFacts {
  const pending = new Map(listPendingFacts().map((fact) => [fact.id, fact.value]));
  const provisional = (id: string, value: string) => pending.get(id) === value;
  const { certification } = BACHELOR;
  return {
    certification: {
      course: BACHELOR.name,
      rncp: certification.rncpNumber,
      title: { value: BACHELOR.certificationTitle, where: `title dans ${COURSES}`, provisional: false },
      level: { value: certification.level, where: `level dans ${COURSES}`, provisional: false },
      decisionOn: { value: certification.decisionDate, where: `registeredOn dans ${COURSES}`, provisional: false },
      endsOn: { value: certification.expiresOn, where: `expiresOn dans ${COURSES}`, provisional: false },
      skillBlocks: { value: BACHELOR.skillBlocks, where: `skillBlocks dans ${COURSES}`, provisional: false },
      apprenticeship: { value: true, where: `BACHELOR dans ${COURSES} (une formation en alternance)`, provisional: false },
      vae: { value: certification.vae, where: `vae dans ${COURSES}`, provisional: false },
    },
    organisme: {
      siret: { value: compact(LEGAL.siret), where: `legal.siret dans ${SCHOOL}`, provisional: provisional('legal.siret', LEGAL.siret) },
      uai: { value: compact(LEGAL.uai), where: `legal.uai dans ${SCHOOL}`, provisional: provisional('legal.uai', LEGAL.uai) },
      nda: {
        value: compact(LEGAL.trainingBodyNumber),
        where: `legal.nda dans ${SCHOOL}`,
        provisional: provisional('legal.nda', LEGAL.trainingBodyNumber),
      },
      qualiopi: { value: true, where: `legal.qualiopi dans ${SCHOOL} et le badge du pied de page`, provisional: false },
    },
  };
}

/** The committed register file of RNCP 40377, with its path from the repository's root. */
export function contentRegisterFile(): RegisterFileRef {
  return { path: RNCP_40377_REGISTER_PATH, current: RNCP_40377_REGISTER };
}
