import { DEPLOY_SETTINGS } from '@ecole/settings';
import { FOOTER_IDENTITY } from '../chrome.ts';
import { dataFactPlace, describedPendingFacts } from '../data/describe.ts';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';
import type { FactSource } from '../model/placeholder.ts';
import { placeholdersOf } from '../model/walk.ts';
import { type LaunchWarning, registrationEndWarnings } from '../registers/registrationEnd.ts';
import { type DatedProblem, datedProblems } from './datedCheck.ts';

/** Build-time settings a production build needs, which have a local default meanwhile (@ecole/settings). */
export const PRODUCTION_SETTINGS = DEPLOY_SETTINGS.filter((setting) => setting.requiredInProduction).map((setting) => ({
  name: setting.env,
  what: setting.what,
}));

export interface LaunchReport {
  /** Provisional school facts, each with the pages that show it. */
  facts: { id: string; label: string; value: string; usedOn: string[]; neededOn?: readonly string[]; source?: FactSource }[];
  /** Example content (testimonials, logos, quotes) still on the pages. */
  content: { page: string; where: string; excerpt: string; note: string }[];
  /** Production settings not given in the environment. */
  settings: { name: string; what: string }[];
  /**
   * Dated content not true as of the day checked (a landing with nothing to come, a date announced
   * though passed): open like a fact (issue 35, point 4); absent from reports made before it.
   */
  dated?: DatedProblem[];
  /** What does not block the launch but needs acting on soon (a registration ending within 180 days). */
  warnings?: LaunchWarning[];
}

/** Facts every page shows in its `<head>` (title, canonical address). */
const HEAD_FACTS = new Set(['school.brand', 'school.origin']);

/** Spaces as typed: page copy is typeset (no-break spaces), facts are written with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const pageName = (page: Page) => (page.path === NOT_FOUND_PATH ? 'page non trouvée (404)' : page.path);

/**
 * What the school must supply before launch (DESIGN.md §2.9): every provisional fact with the
 * pages it appears on, every example content, every missing production setting.
 */
export function launchReport(pages: readonly Page[], env: Record<string, string | undefined>, pagesOfTheDay: readonly Page[] = []): LaunchReport {
  const footer = plainSpaces(JSON.stringify(FOOTER_IDENTITY));
  const serialised = pages.map((page) => ({ name: pageName(page), json: plainSpaces(JSON.stringify(page)) }));
  const facts = describedPendingFacts().map((fact) => {
    const needle = plainSpaces(JSON.stringify(fact.value).slice(1, -1));
    if (fact.neededOn) return { ...fact, usedOn: [...fact.neededOn] };
    const usedOn = [
      ...(HEAD_FACTS.has(fact.id) ? ['<head> de toutes les pages'] : []),
      ...(footer.includes(needle) ? ['pied de page (toutes les pages du site et des entreprises)'] : []),
      ...new Set(serialised.filter((page) => page.json.includes(needle)).map((page) => page.name)),
    ];
    return { ...fact, usedOn };
  });
  const content = pages.flatMap((page) =>
    placeholdersOf(page).map((found) => ({ page: pageName(page), where: found.path, excerpt: found.excerpt, note: found.note })),
  );
  // A dated page is checked at several days: the same example counts once.
  const unique = [...new Map(content.map((entry) => [`${entry.page}|${entry.where}|${entry.excerpt}`, entry])).values()];
  const settings = PRODUCTION_SETTINGS.filter((setting) => !env[setting.name]?.trim()).map(({ name, what }) => ({ name, what }));
  // The day the dated content and the warnings are checked for: the build's (SITE_AS_OF), else today.
  const day = env.SITE_AS_OF?.trim() || new Date().toISOString().slice(0, 10);
  const warnings = registrationEndWarnings(day);
  return { facts, content: unique, settings, dated: datedProblems(pagesOfTheDay, day), warnings };
}

export function isLaunchReady(report: LaunchReport): boolean {
  return report.facts.length === 0 && report.content.length === 0 && report.settings.length === 0 && (report.dated ?? []).length === 0;
}

/** Everything the launch check lists as open (what `--strict` and a production build refuse). */
export function openCount(report: LaunchReport): number {
  return report.facts.length + report.content.length + report.settings.length + (report.dated ?? []).length;
}

/** The warnings' lines, after the report (they never block a launch). */
function warningLines(report: LaunchReport): string[] {
  const warnings = report.warnings ?? [];
  return warnings.length === 0 ? [] : ['', `Avertissements (${warnings.length}) :`, ...warnings.map((warning) => `  • ${warning.text}`)];
}

/** The report in French, as `npm run launch-check` prints it. */
export function formatLaunchReport(report: LaunchReport): string {
  const lines: string[] = [];
  if (isLaunchReady(report)) {
    return ['Prêt pour la mise en ligne : aucun fait provisoire, aucun contenu d’exemple, configuration complète.', ...warningLines(report)].join('\n');
  }
  lines.push(`Faits que l’école doit fournir (${report.facts.length}) :`);
  for (const fact of report.facts) {
    const shown = fact.neededOn
      ? fact.value
        ? `affiché en attendant : « ${fact.value} »`
        : 'rien n’est affiché en attendant'
      : `valeur provisoire « ${fact.value} »`;
    lines.push(`  • ${fact.label} [${fact.id}] — ${shown}`);
    lines.push(`      utilisé : ${fact.usedOn.length > 0 ? fact.usedOn.join(', ') : 'nulle part pour l’instant'}`);
    // A fact of a data file: where the school gives it (the editor, npm run edit, shows the same field).
    if (fact.source) lines.push(`      à donner : ${dataFactPlace(fact.source)} (npm run edit)`);
  }
  lines.push('', `Contenus d’exemple à remplacer (${report.content.length}) :`);
  for (const entry of report.content) {
    lines.push(`  • ${entry.page} — ${entry.where} — « ${entry.excerpt}${entry.excerpt.length >= 60 ? '…' : ''} »`, `      ${entry.note}`);
  }
  lines.push('', `Réglages de production manquants (${report.settings.length}) :`);
  for (const setting of report.settings) lines.push(`  • ${setting.name} : ${setting.what}`);
  const dated = report.dated ?? [];
  lines.push('', `Contenu daté à mettre à jour (${dated.length})\u00a0:`);
  for (const problem of dated) lines.push(`  • ${problem.page} — ${problem.text}`);
  // Once the date is in the data file, the nightly refresh takes it to the page (docs/releases.md).
  if (dated.length > 0) lines.push('      puis la republication datée s’en charge (npm run refresh-dated, chaque nuit : docs/releases.md)');
  lines.push(...warningLines(report));
  return lines.join('\n');
}
