/**
 * The register file `npm run register-check -- --write` writes (packages/content/data/registre/),
 * made from the API's answer: the fields a page or the launch check reads, dates as calendar days
 * in Europe/Paris, and when and where they were read. Its shape is the content's
 * (`CertificationRegisterFile`), which reads it.
 */
import type { CertificationRegisterFile, RegisteredCertification } from '@ecole/content/registers/certificationRegister';
import type { Certification } from './apiApprentissage/schemas.ts';

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * `2028-03-28T23:59:59.000+02:00` → `2028-03-28`: the API writes its dates as Paris times
 * (`ParisDate`), and a registration ends on a Paris calendar day.
 */
export function parisDay(value: string | null): string | null {
  if (value === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : PARIS_DAY.format(new Date(value));
}

/** The RNCP part of one certification of the register, as the content records it. */
export function registeredCertificationOf(certification: Certification): RegisteredCertification {
  const rncp = certification.periode_validite.rncp;
  const routes = certification.type.voie_acces.rncp;
  const level = certification.intitule.niveau.rncp?.europeen;
  return {
    title: certification.intitule.rncp ?? '',
    level: level ? Number(level) : 0,
    certifiers: (certification.type.certificateurs_rncp ?? []).map((certifier) => ({ name: certifier.nom, siret: certifier.siret })),
    active: rncp?.actif ?? false,
    activatedOn: parisDay(rncp?.activation ?? null),
    pathwaysStartOn: parisDay(rncp?.debut_parcours ?? null),
    registrationEndsOn: parisDay(rncp?.fin_enregistrement ?? null),
    registrationType: certification.type.enregistrement_rncp,
    skillBlocks: (certification.blocs_competences.rncp ?? []).map((block) => ({ code: block.code, title: block.intitule })),
    accessRoutes: routes
      ? {
          apprenticeship: routes.apprentissage,
          experience: routes.experience,
          individualApplication: routes.candidature_individuelle,
          professionalisationContract: routes.contrat_professionnalisation,
          continuingEducation: routes.formation_continue,
          initialEducation: routes.formation_statut_eleve,
        }
      : null,
    continuity: (certification.continuite.rncp ?? []).map((sheet) => ({
      rncp: sheet.code,
      activatedOn: parisDay(sheet.activation),
      registrationEndsOn: parisDay(sheet.fin_enregistrement),
      current: sheet.courant,
      active: sheet.actif,
    })),
  };
}

export const GENERATED_BY = 'npm run register-check -- --write (docs/registers.md) : ne pas modifier à la main';

/** The whole file: what was asked, when, and the answer. */
export function registerFileOf(rncp: string, source: string, fetchedAt: Date, certification: RegisteredCertification): CertificationRegisterFile {
  return { generatedBy: GENERATED_BY, rncp, source, fetchedAt: fetchedAt.toISOString(), certification };
}

/** The file's text: two-space JSON and a final line break, as the committed one. */
export const registerFileText = (file: CertificationRegisterFile) => `${JSON.stringify(file, null, 2)}\n`;
