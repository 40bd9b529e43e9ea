/**
 * The content's facts the register check compares, read in one place: when the school's facts move
 * from TypeScript to data files (issue 35, point 1), only this module changes. Each fact says where
 * a person corrects it, and whether it is still provisional (`pendingFact`: not the school's yet,
 * so compared with nothing).
 */
import { BACHELOR, LEGAL, listPendingFacts } from '@ecole/content';
import { type CertificationRegisterFile, RNCP_40377_REGISTER, RNCP_40377_REGISTER_PATH } from '@ecole/content/registers/certificationRegister';

export interface Fact<T> {
  value: T;
  /** Where a person corrects it. */
  where: string;
  /** Still the provisional value (`pendingFact`): the school has not supplied it. */
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

const COURSES = 'packages/content/src/courses.ts';
const SCHOOL = 'packages/content/src/school.ts';

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
      title: { value: BACHELOR.certificationTitle, where: `BACHELOR.certificationTitle dans ${COURSES}`, provisional: false },
      level: { value: certification.level, where: `BACHELOR.certification.level dans ${COURSES}`, provisional: false },
      decisionOn: { value: certification.decisionDate, where: `BACHELOR.certification.decisionDate dans ${COURSES}`, provisional: false },
      endsOn: { value: certification.expiresOn, where: `BACHELOR.certification.expiresOn dans ${COURSES}`, provisional: false },
      skillBlocks: { value: BACHELOR.skillBlocks, where: `BACHELOR.skillBlocks dans ${COURSES}`, provisional: false },
      apprenticeship: { value: true, where: `BACHELOR dans ${COURSES} (une formation en alternance)`, provisional: false },
      vae: { value: certification.vae, where: `BACHELOR.certification.vae dans ${COURSES}`, provisional: false },
    },
    organisme: {
      siret: { value: compact(LEGAL.siret), where: `LEGAL.siret dans ${SCHOOL}`, provisional: provisional('legal.siret', LEGAL.siret) },
      uai: { value: compact(LEGAL.uai), where: `LEGAL.uai dans ${SCHOOL}`, provisional: provisional('legal.uai', LEGAL.uai) },
      nda: {
        value: compact(LEGAL.trainingBodyNumber),
        where: `LEGAL.trainingBodyNumber dans ${SCHOOL}`,
        provisional: provisional('legal.nda', LEGAL.trainingBodyNumber),
      },
      qualiopi: { value: true, where: `LEGAL.qualiopiCertificateNumber dans ${SCHOOL} et le badge du pied de page`, provisional: false },
    },
  };
}

/** The committed register file of RNCP 40377, with its path from the repository's root. */
export function contentRegisterFile(): RegisterFileRef {
  return { path: RNCP_40377_REGISTER_PATH, current: RNCP_40377_REGISTER };
}
