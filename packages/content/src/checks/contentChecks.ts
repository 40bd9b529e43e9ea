import { e164OfFrenchPhone } from '../data/identifiers.ts';
import { DATA_DIR, type DataProblem, formatDataProblem, validateDataDir } from '../data/validate.ts';
import type { Page } from '../model/page.ts';
import { loadAllPages } from '../pages/pageModules.ts';
import { DISABILITY_REFERENT, SCHOOL } from '../school.ts';
import { linkProblems, typographyProblems } from './pageChecks.ts';

/**
 * The content checks, as one function the content tests and `npm run release` both call
 * (issue 35, point 3): the data files against their schemas (`data/validate.ts`), the facts that
 * must agree with each other, and every page's copy (typography, links). Each problem is one
 * French line naming the file or page, the field and the fix.
 */
export interface ContentReport {
  data: DataProblem[];
  /** Facts that must agree (a phone and its `tel:` form). */
  consistency: string[];
  pages: string[];
}

export interface ContentCheckOptions {
  /**
   * The data folder the schema check reads (`packages/content/data` by default). The pages are
   * built from the files the modules import; another folder is for the tests of the checks.
   */
  dataDir?: string;
  /** The pages to check (every page of every app by default). */
  pages?: readonly Page[];
}

/** The phones shown with their `tel:` form. */
const SCHOOL_PHONES: readonly { file: string; field: string; phone: string; phoneHref: string }[] = [
  { file: 'school/identity.json', field: '', phone: SCHOOL.phone, phoneHref: SCHOOL.phoneHref },
  { file: 'school/accessibility.json', field: 'referent.', phone: DISABILITY_REFERENT.phone, phoneHref: DISABILITY_REFERENT.phoneHref },
];

/** Every provisional or confirmed phone must agree with its international form (the `tel:` links). */
function consistencyProblems(): string[] {
  return SCHOOL_PHONES.flatMap(({ file, field, phone, phoneHref }) =>
    /^0[1-9](?: \d{2}){4}$/.test(phone) && e164OfFrenchPhone(phone) !== phoneHref
      ? [
          `packages/content/data/${file}, champs ${field}phone et ${field}phoneHref : « ${phone} » et « ${phoneHref} » ne sont pas le même numéro. Correction : écrivez dans phoneHref ${e164OfFrenchPhone(phone)}.`,
        ]
      : [],
  );
}

export async function checkContent(options: ContentCheckOptions = {}): Promise<ContentReport> {
  const data = validateDataDir(options.dataDir ?? DATA_DIR);
  const pages = options.pages ?? (await loadAllPages());
  const pageByPath = new Map(pages.map((page) => [page.path, page]));
  // A dated page is checked at several days: the same problem counts once.
  const pageProblems = [...new Set(pages.flatMap((page) => [...typographyProblems(page), ...linkProblems(page, pageByPath)]))];
  return { data, consistency: consistencyProblems(), pages: pageProblems };
}

export const contentProblemCount = (report: ContentReport) => report.data.length + report.consistency.length + report.pages.length;

/** The report in French, as `npm run release` prints it when it refuses. */
export function formatContentReport(report: ContentReport): string {
  if (contentProblemCount(report) === 0) return 'Contenu vérifié : données conformes à leurs schémas, typographie et liens des pages corrects.';
  const section = (title: string, lines: readonly string[]) =>
    lines.length === 0 ? [] : [`${title} (${lines.length}) :`, ...lines.map((line) => `  • ${line}`)];
  return [
    ...section('Données de l’école refusées par leur schéma', report.data.map(formatDataProblem)),
    ...section('Faits qui se contredisent', report.consistency),
    ...section('Pages dont le texte est à corriger', report.pages),
  ].join('\n');
}
