import registered40377 from '../../data/registre/rncp-40377.json' with { type: 'json' };

/**
 * What the national register (France compétences' RNCP, read through the State's API Apprentissage)
 * says of a certification, as `npm run register-check -- --write` records it in
 * `packages/content/data/registre/rncp-<n>.json` (docs/registers.md). Generated and committed,
 * never typed by a person: the certifier a course page names comes from here only (issue 35,
 * point 5). Dates are calendar days in Europe/Paris (`YYYY-MM-DD`), as the register means them.
 */
export interface RegisteredCertification {
  /** `intitule.rncp`: the registered title. */
  title: string;
  /** `intitule.niveau.rncp.europeen`: the European level (1 to 8). */
  level: number;
  /** `type.certificateurs_rncp`: who awards the title, as the register names them. */
  certifiers: readonly { name: string; siret: string }[];
  /** `periode_validite.rncp.actif`: registrations to the certification are open. */
  active: boolean;
  /** `periode_validite.rncp.activation`: the day the sheet became active (unknown before 24 December 2021). */
  activatedOn: string | null;
  /** `periode_validite.rncp.debut_parcours`: the start of certifying pathways (formerly « date de décision »). */
  pathwaysStartOn: string | null;
  /** `periode_validite.rncp.fin_enregistrement`: the last day of the registration. */
  registrationEndsOn: string | null;
  /** `type.enregistrement_rncp`: « Enregistrement de droit » or « Enregistrement sur demande ». */
  registrationType: string | null;
  /** `blocs_competences.rncp`: the skill blocks, in the register's order. */
  skillBlocks: readonly { code: string; title: string | null }[];
  /** `type.voie_acces.rncp`: the routes to the certification the register opens. */
  accessRoutes: {
    apprenticeship: boolean;
    experience: boolean;
    individualApplication: boolean;
    professionalisationContract: boolean;
    continuingEducation: boolean;
    initialEducation: boolean;
  } | null;
  /**
   * `continuite.rncp`: the sheets of the same certification, replaced and replacing, by activation;
   * `current` (`courant`) marks the sheet asked for, the dates tell the others apart.
   */
  continuity: readonly { rncp: string; activatedOn: string | null; registrationEndsOn: string | null; current: boolean; active: boolean }[];
}

/** One register file: what was asked, when, and the answer (`certification: null` until the first `--write`). */
export interface CertificationRegisterFile {
  generatedBy: string;
  rncp: string;
  /** The request the answer came from. */
  source: string;
  /** When it was read (ISO 8601, UTC); `null` while the register has never been read. */
  fetchedAt: string | null;
  certification: RegisteredCertification | null;
}

/** The Bachelor's title, RNCP 40377, as last read from the register. */
export const RNCP_40377_REGISTER: CertificationRegisterFile = registered40377;

/** The file `npm run register-check -- --write` writes for RNCP 40377, from the repository's root. */
export const RNCP_40377_REGISTER_PATH = 'packages/content/data/registre/rncp-40377.json';

/**
 * The certifier as a page names it: the register's names, joined (« A et B »); `undefined` while
 * the register has not been read, or names none.
 */
export function certifierOf(register: CertificationRegisterFile): string | undefined {
  const names = register.certification?.certifiers.map((certifier) => certifier.name.trim()).filter((name) => name !== '') ?? [];
  if (names.length === 0) return undefined;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}
