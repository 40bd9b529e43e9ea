import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e164OfFrenchPhone, isFrenchPhone } from '../data/identifiers.ts';
import { DATA_DIR, type DataProblem, formatDataProblem, validateDataDir } from '../data/validate.ts';
import type { Page } from '../model/page.ts';
import { loadAllPages } from '../pages/pageModules.ts';
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
   * The data folder the schema and consistency checks read (`packages/content/data` by default):
   * another one checks a change proposed on a branch, or a test's copy. The pages are built from
   * the files the modules import.
   */
  dataDir?: string;
  /** The pages to check (every page of every app by default). */
  pages?: readonly Page[];
}

/** The phones shown with their `tel:` form: the file, and the object holding `phone` and `phoneHref` in it. */
const PHONES: readonly { file: string; at: readonly string[] }[] = [
  { file: 'school/identity.json', at: [] },
  { file: 'school/accessibility.json', at: ['referent'] },
];

/**
 * Every phone must agree with its international form (the `tel:` links), read from the data
 * folder checked, so a change proposed on a branch is checked as it is. A file the schema cannot
 * read is left to the schema's message.
 */
function consistencyProblems(dataDir: string): string[] {
  return PHONES.flatMap(({ file, at }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
    } catch {
      return [];
    }
    const holder = at.reduce<Record<string, unknown> | undefined>(
      (node, key) => node?.[key] as Record<string, unknown> | undefined,
      parsed as Record<string, unknown>,
    ) as Record<string, { value?: unknown } | undefined> | undefined;
    const phone = holder?.phone?.value;
    const phoneHref = holder?.phoneHref?.value;
    if (typeof phone !== 'string' || typeof phoneHref !== 'string' || !isFrenchPhone(phone) || e164OfFrenchPhone(phone) === phoneHref) return [];
    const field = at.map((key) => `${key}.`).join('');
    return [
      `packages/content/data/${file}, champs ${field}phone et ${field}phoneHref : « ${phone} » et « ${phoneHref} » ne sont pas le même numéro. Correction : écrivez dans ${field}phoneHref ${e164OfFrenchPhone(phone)}.`,
    ];
  });
}

export async function checkContent(options: ContentCheckOptions = {}): Promise<ContentReport> {
  const dataDir = options.dataDir ?? DATA_DIR;
  const data = validateDataDir(dataDir);
  const pages = options.pages ?? (await loadAllPages());
  const pageByPath = new Map(pages.map((page) => [page.path, page]));
  // A dated page is checked at several days: the same problem counts once.
  const pageProblems = [...new Set(pages.flatMap((page) => [...typographyProblems(page), ...linkProblems(page, pageByPath)]))];
  return { data, consistency: consistencyProblems(dataDir), pages: pageProblems };
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
